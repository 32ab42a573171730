import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { releaseNoteListSchema } from '@farm/area-content/domain';
import { downtimeContentSchema, releaseNoteStateSchema, userSchema } from '@farm/core/domain';
import { legalPageSchema } from '@farm/area-content/domain';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing';

let t: TestApp;
let grower: string;
let staff: string;
let terms: string;
let releases: string;

before(async () => {
  t = await createTestApp();
  const token = async (email: string) => (await signIn(t.app, email)).accessToken;
  grower = await token('grower@myfarm.example');
  staff = await token('staff@myfarm.example');
  terms = await token('terms@myfarm.example');
  releases = await token('releases@myfarm.example');
});
after(() => t.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

const DAY = 24 * 60 * 60 * 1000;
const XSS = '<p onclick="alert(1)">Hello</p><script>alert(2)</script><a href="javascript:alert(3)">link</a><img src="x" onerror="alert(4)">';

describe('GET /api/content/release-notes', () => {
  it('answers the seeded notes newest first, with the total', async () => {
    const response = await call('GET', '/api/content/release-notes', grower);
    assert.equal(response.statusCode, 200);
    const data = releaseNoteListSchema.parse(response.json().data);
    assert.ok(data.total >= 8, `total ${data.total}`);
    assert.equal(data.pageSize, 200);
    const dates = data.notifications.map((n) => Date.parse(n.releaseDate));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    assert.equal(data.notifications.filter((n) => Date.now() - Date.parse(n.releaseDate) < 14 * DAY).length, 2);
    assert.equal(data.notifications[0]!.content.releaseDate, data.notifications[0]!.releaseDate);
  });

  it('leaves out the newest with skip, pages by pageSize and filters by date', async () => {
    const all = releaseNoteListSchema.parse((await call('GET', '/api/content/release-notes', grower)).json().data);
    const history = releaseNoteListSchema.parse((await call('GET', '/api/content/release-notes?skip=1&pageSize=3&page=2', grower)).json().data);
    assert.equal(history.total, all.total - 1);
    assert.deepEqual(
      history.notifications.map((n) => n.id),
      all.notifications.slice(4, 7).map((n) => n.id),
    );
    const since = new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10);
    const recent = releaseNoteListSchema.parse((await call('GET', `/api/content/release-notes?from=${since}`, grower)).json().data);
    assert.ok(recent.notifications.every((n) => Date.parse(n.releaseDate) >= Date.parse(since)));
    assert.equal(recent.total, all.notifications.filter((n) => Date.parse(n.releaseDate) >= Date.parse(since)).length);
  });

  it('refuses a page larger than 200 and a malformed date', async () => {
    assert.equal((await call('GET', '/api/content/release-notes?pageSize=201', grower)).statusCode, 400);
    assert.equal((await call('GET', '/api/content/release-notes?from=01/02/2026', grower)).statusCode, 400);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ url: '/api/content/release-notes' });
    assert.equal(response.statusCode, 401);
  });
});

describe('content writes are for staff only and sanitised', () => {
  it('answers 403 to an external user for every write call', async () => {
    const note = { releaseTitle: 'x', releaseDate: new Date().toISOString(), releaseContent: '<p>x</p>' };
    const calls: [Method, string, unknown][] = [
      ['POST', '/api/content/release-notes', note],
      ['PUT', '/api/content/release-notes/00000000-0000-4000-8000-000000000000', note],
      ['DELETE', '/api/content/release-notes/00000000-0000-4000-8000-000000000000', undefined],
      ['PUT', '/api/content/legal/cookie-policy', { title: 'x', content: 'x' }],
      [
        'PUT',
        '/api/content/downtime',
        { appName: 'MyFarm', showDownTime: true, plannedDownStartTime: note.releaseDate, plannedDownEndTime: new Date(Date.now() + DAY).toISOString() },
      ],
      [
        'POST',
        '/api/content/maintenance',
        { tileName: 'calculators', startDowntimeDate: note.releaseDate, endDowntimeDate: new Date(Date.now() + DAY).toISOString() },
      ],
      ['DELETE', '/api/content/maintenance/1', undefined],
      ['PUT', '/api/content/video', { apiKey: '', channelId: '', currentVideoId: '', showVideo: true }],
      ['PUT', '/api/content/dashboard-menus', { items: [] }],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(method, url, grower, body);
      assert.equal(response.statusCode, 403, `${method} ${url}`);
      assert.equal(response.json().errorCode, 'STAFF_ONLY');
    }
    // Refused before the body is looked at: an invalid body is still a 403, not a validation answer.
    assert.equal((await call('POST', '/api/content/release-notes', grower, {})).statusCode, 403);
  });

  it('stores a release note from staff with scripts, event handlers and javascript: URLs removed', async () => {
    const created = await call('POST', '/api/content/release-notes', staff, {
      releaseTitle: 'Sanitised note',
      releaseDate: new Date(Date.now() - 400 * DAY).toISOString(),
      releaseContent: XSS,
    });
    assert.equal(created.statusCode, 201);
    const html: string = created.json().data.notification.content.releaseContent;
    assert.equal(html, '<p>Hello</p><a>link</a><img src="x" />');
    const id: string = created.json().data.notification.id;

    const updated = await call('PUT', `/api/content/release-notes/${id}`, staff, {
      releaseTitle: 'Sanitised note',
      releaseDate: new Date(Date.now() - 400 * DAY).toISOString(),
      releaseContent: '<p>Changed</p><iframe src="https://evil.example"></iframe>',
    });
    assert.equal(updated.json().data.notification.content.releaseContent, '<p>Changed</p>');
    assert.equal((await call('DELETE', `/api/content/release-notes/${id}`, staff)).statusCode, 200);
    assert.equal((await call('DELETE', `/api/content/release-notes/${id}`, staff)).statusCode, 404);
  });

  it('stores a legal page from staff sanitised, and every user reads it', async () => {
    const before = legalPageSchema.parse((await call('GET', '/api/content/legal/cookie-policy', grower)).json().data.page);
    const put = await call('PUT', '/api/content/legal/cookie-policy', staff, { title: 'Cookie Policy', content: XSS });
    assert.equal(put.statusCode, 200);
    const read = legalPageSchema.parse((await call('GET', '/api/content/legal/cookie-policy', grower)).json().data.page);
    assert.equal(read.content, '<p>Hello</p><a>link</a><img src="x" />');
    await call('PUT', '/api/content/legal/cookie-policy', staff, { title: before.title, content: before.content });
  });
});

describe('GET /api/content/legal/:slug', () => {
  it('answers each of the four pages with a title and rich text', async () => {
    const titles: Record<string, string> = {
      'terms-and-conditions': 'Terms and Conditions',
      'myfarm-privacy-policy': 'Privacy Policy',
      'cookie-policy': 'Cookie Policy',
      'how-do-i-pay': 'How do I pay?',
    };
    for (const [slug, title] of Object.entries(titles)) {
      const page = legalPageSchema.parse((await call('GET', `/api/content/legal/${slug}`, grower)).json().data.page);
      assert.equal(page.title, title);
      assert.match(page.content, /<p>/);
    }
  });

  it('answers 400 for a slug that is not a legal page', async () => {
    assert.equal((await call('GET', '/api/content/legal/secret', grower)).statusCode, 400);
  });
});

describe('planned downtime', () => {
  it('answers no active downtime by default, uncached', async () => {
    const response = await call('GET', '/api/content/downtime', grower);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const { content } = downtimeContentSchema.parse(response.json().data);
    assert.equal(content.downtime?.showDownTime, false);
    assert.deepEqual(content.maintenance, []);
  });

  it('serves the downtime and tile maintenance staff plan, and forgets a cancelled one', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    const put = await call('PUT', '/api/content/downtime', staff, {
      appName: 'MyFarm',
      showDownTime: true,
      plannedDownStartTime: start,
      plannedDownEndTime: end,
    });
    assert.equal(put.statusCode, 200);
    const posted = await call('POST', '/api/content/maintenance', staff, {
      tileName: 'calculators',
      startDowntimeDate: start,
      endDowntimeDate: end,
      text: 'Calculators are being updated.',
    });
    assert.equal(posted.statusCode, 201);

    const read = await call('GET', '/api/content/downtime', grower);
    assert.equal(read.headers['cache-control'], 'no-store');
    const { content } = downtimeContentSchema.parse(read.json().data);
    assert.equal(content.downtime?.showDownTime, true);
    assert.equal(content.downtime?.plannedDownEndTime, end);
    assert.match(content.downtime!.plannedDownTimeDate, /^\d{4}-\d{2}-\d{2}$/);
    assert.deepEqual(
      content.maintenance.map((m) => [m.tileName, m.text]),
      [['calculators', 'Calculators are being updated.']],
    );

    await call('DELETE', `/api/content/maintenance/${posted.json().data.maintenance.id}`, staff);
    await call('PUT', '/api/content/downtime', staff, { appName: 'MyFarm', showDownTime: false, plannedDownStartTime: start, plannedDownEndTime: end });
    const after = downtimeContentSchema.parse((await call('GET', '/api/content/downtime', grower)).json().data).content;
    assert.equal(after.downtime?.showDownTime, false);
    assert.deepEqual(after.maintenance, []);
  });

  it('refuses a window that ends before it starts', async () => {
    const response = await call('POST', '/api/content/maintenance', staff, {
      tileName: 'calculators',
      startDowntimeDate: new Date(Date.now() + DAY).toISOString(),
      endDowntimeDate: new Date().toISOString(),
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().errorMessage, /The end must be after the start\./);
  });
});

describe('video config and dashboard menus', () => {
  it('answers the video config with showVideo off by default', async () => {
    const response = await call('GET', '/api/content/video', grower);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.video.showVideo, false);
    assert.deepEqual(Object.keys(response.json().data.video).sort(), ['apiKey', 'channelId', 'currentVideoId', 'showVideo']);
  });

  it('answers the dashboard menus in sequence order', async () => {
    const items = (await call('GET', '/api/content/dashboard-menus', grower)).json().data.items as { label: string }[];
    assert.deepEqual(
      items.map((i) => i.label),
      ['Release Notes', 'Weather', 'How do I pay?', 'Policies'],
    );
  });
});

describe('the user release-note state', () => {
  it('starts from when the user joined, so only the releases user has unread releases', async () => {
    const growerState = releaseNoteStateSchema.parse((await call('GET', '/api/myuser/release-notes/state', grower)).json().data.state);
    const releasesState = releaseNoteStateSchema.parse((await call('GET', '/api/myuser/release-notes/state', releases)).json().data.state);
    assert.ok(Date.now() - Date.parse(growerState.lastSeenAt!) < DAY);
    assert.ok(Date.now() - Date.parse(releasesState.lastSeenAt!) > 30 * DAY);
    assert.equal(releasesState.popupShownCount, 0);
  });

  it('stores the popup count and the last-seen time for the user only, never in the future', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const put = await call('PUT', '/api/myuser/release-notes/state', releases, { popupReleaseId: id, popupShownCount: 1 });
    assert.equal(put.statusCode, 200);
    assert.deepEqual({ id: put.json().data.state.popupReleaseId, count: put.json().data.state.popupShownCount }, { id, count: 1 });
    const future = new Date(Date.now() + 10 * DAY).toISOString();
    const seen = releaseNoteStateSchema.parse((await call('PUT', '/api/myuser/release-notes/state', releases, { lastSeenAt: future })).json().data.state);
    assert.ok(Date.parse(seen.lastSeenAt!) <= Date.now());
    assert.equal(seen.popupShownCount, 1);
    const other = releaseNoteStateSchema.parse((await call('GET', '/api/myuser/release-notes/state', grower)).json().data.state);
    assert.equal(other.popupShownCount, 0);
  });

  it('refuses an empty update', async () => {
    assert.equal((await call('PUT', '/api/myuser/release-notes/state', releases, {})).statusCode, 400);
  });
});

describe('PUT /api/myuser/terms', () => {
  it('refuses a body that does not accept version 1 of the terms', async () => {
    for (const body of [{}, { data: { acceptTerms: false, version: 1 } }, { data: { acceptTerms: true, version: 2 } }, { acceptTerms: true }]) {
      const response = await call('PUT', '/api/myuser/terms', terms, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().errorCode, 'VALIDATION_ERROR');
    }
    const user = await call('GET', '/api/user', terms);
    assert.equal(user.json().data.myUser.application.myfarm.acceptTerms, true);
  });

  it('clears the terms-pending flag and records the acceptance', async () => {
    const response = await call('PUT', '/api/myuser/terms', terms, { data: { acceptTerms: true, version: 1 } });
    assert.equal(response.statusCode, 200);
    assert.equal(userSchema.parse(response.json().data.user).application.myfarm.acceptTerms, false);
    const user = await call('GET', '/api/user', terms);
    assert.equal(user.json().data.myUser.application.myfarm.acceptTerms, false);
    const rows = await t.db.selectFrom('terms_acceptances').select('version').execute();
    assert.deepEqual(
      rows.map((r) => r.version),
      [1],
    );
  });
});

describe('scheduled release notes', () => {
  it('keeps a note dated ahead out of every list until its date', async () => {
    const created = await call('POST', '/api/content/release-notes', staff, {
      releaseTitle: 'Coming soon',
      releaseDate: new Date(Date.now() + 3 * DAY).toISOString(),
      releaseContent: '<p>Soon</p>',
    });
    assert.equal(created.statusCode, 201);
    const list = releaseNoteListSchema.parse((await call('GET', '/api/content/release-notes', grower)).json().data);
    assert.ok(!list.notifications.some((n) => n.content.releaseTitle === 'Coming soon'));
    await call('DELETE', `/api/content/release-notes/${created.json().data.notification.id}`, staff);
  });
});

describe('content reads are cacheable: the same for every user', () => {
  const get = (url: string, token: string, etag?: string) => t.app.inject({ url, headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) } });

  for (const url of ['/api/content/legal/terms-and-conditions', '/api/content/release-notes', '/api/content/video', '/api/content/dashboard-menus']) {
    it(`${url}: a minute in the browser, then 304 with no body while the ETag is current, for any user`, async () => {
      const first = await get(url, grower);
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['cache-control'], 'private, max-age=60');
      const etag = String(first.headers.etag);
      assert.match(etag, /^W\/"[\w-]{27}"$/);
      const again = await get(url, releases, etag);
      assert.deepEqual([again.statusCode, again.body, again.headers.etag], [304, '', etag]);
    });
  }

  it('answers 200 with a new ETag once staff change the content', async () => {
    const url = '/api/content/legal/cookie-policy';
    const before = await get(url, grower);
    const page = legalPageSchema.parse(before.json().data.page);
    await call('PUT', url, staff, { title: page.title, content: `${page.content}<p>Changed.</p>` });
    const after = await get(url, grower, String(before.headers.etag));
    assert.equal(after.statusCode, 200);
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.match(after.json().data.page.content, /Changed\./);
    await call('PUT', url, staff, { title: page.title, content: page.content });
  });

  it('gives a browser reload (Cache-Control: no-cache) the whole answer', async () => {
    const first = await get('/api/content/video', grower);
    const reload = await t.app.inject({
      url: '/api/content/video',
      headers: { ...bearer(grower), 'if-none-match': String(first.headers.etag), 'cache-control': 'no-cache' },
    });
    assert.equal(reload.statusCode, 200);
  });

  it('keeps per-user reads and downtime out of every cache', async () => {
    for (const url of ['/api/myuser/release-notes/state', '/api/user', '/api/myuser/accounts']) {
      const response = await get(url, grower);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers.etag, undefined, url);
      assert.doesNotMatch(String(response.headers['cache-control'] ?? ''), /max-age|public/, url);
    }
    assert.equal((await get('/api/content/downtime', grower)).headers['cache-control'], 'no-store');
  });
});
