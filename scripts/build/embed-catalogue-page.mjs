// The embed catalogue (/embed/ on the server): every embeddable element with a live preview, its attributes
// and events, and a snippet to copy. Written at build time from each widget's src/elements/catalogue.ts
// (shape: EmbedElementDoc in shared/ui/src/widget/embed-catalogue.ts); the server fills the placeholders per
// request (server/src/modules/embed): a fresh CSP nonce, the preview partner key and the public address.
export const PLACEHOLDERS = { nonce: '%%NONCE%%', partnerKey: '%%PARTNER_KEY%%', publicUrl: '%%PUBLIC_URL%%' };

const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attributesOf = (values) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');

export function snippetOf(doc, publicUrl = PLACEHOLDERS.publicUrl) {
  const example = { ...(doc.example ?? {}), ...(doc.needsPartnerKey ? { 'partner-key': 'YOUR-PARTNER-KEY' } : {}) };
  return `<script type="module" src="${publicUrl}/embed/${doc.tag}.js"></script>\n<${doc.tag}${attributesOf(example)}></${doc.tag}>`;
}

function attributeTable(doc) {
  const rows = (doc.attributes ?? [])
    .map((a) => {
      const accepts = a.values?.length ? a.values.map((v) => `<code>${escape(v)}</code>`).join(', ') : 'text';
      const fallback = a.default ? `, default <code>${escape(a.default)}</code>` : '';
      return `<tr role="row"><th scope="row" role="rowheader"><code>${escape(a.name)}</code></th><td role="cell" data-label="Required">${a.required ? 'yes' : 'no'}</td><td role="cell" data-label="Accepts">${accepts}${fallback}</td><td role="cell" data-label="Meaning">${escape(a.description)}</td></tr>`;
    })
    .join('\n');
  if (!rows) return '<p>No attributes.</p>';
  return `<div class="scroll"><table role="table"><caption class="visually-hidden">Attributes of &lt;${escape(doc.tag)}&gt;</caption>
<thead><tr role="row"><th scope="col" role="columnheader">Attribute</th><th scope="col" role="columnheader">Required</th><th scope="col" role="columnheader">Accepts</th><th scope="col" role="columnheader">Meaning</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

function eventTable(doc) {
  const rows = (doc.events ?? [])
    .map(
      (e) =>
        `<tr role="row"><th scope="row" role="rowheader"><code>${escape(e.name)}</code></th><td role="cell" data-label="event.detail">${e.detail ? `<code>${escape(e.detail)}</code>` : 'see the description'}</td><td role="cell" data-label="When">${escape(e.description)}</td></tr>`,
    )
    .join('\n');
  if (!rows) return '<p>No events.</p>';
  return `<div class="scroll"><table role="table"><caption class="visually-hidden">Events of &lt;${escape(doc.tag)}&gt;</caption>
<thead><tr role="row"><th scope="col" role="columnheader">Event</th><th scope="col" role="columnheader"><code>event.detail</code></th><th scope="col" role="columnheader">When</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

function section(doc) {
  const tag = escape(doc.tag);
  const preview = {
    ...(doc.example ?? {}),
    ...(doc.needsPartnerKey ? { 'partner-key': PLACEHOLDERS.partnerKey } : {}),
    nonce: PLACEHOLDERS.nonce,
  };
  const events = (doc.events ?? []).map((e) => e.name).join(' ');
  return `<section id="${tag}" class="widget" aria-labelledby="${tag}-title">
<h2 id="${tag}-title">${escape(doc.title ?? doc.tag)} <code>&lt;${tag}&gt;</code></h2>
${doc.description ? `<p>${escape(doc.description)}</p>` : ''}
${doc.needsPartnerKey ? '<p>Needs a <strong>partner key</strong>: it works only on the websites registered for that key.</p>' : '<p>Needs no key: it works on any website.</p>'}
<h3>Live preview</h3>
<div class="preview" data-events="${escape(events)}" data-log="${tag}-log">
<${tag}${attributesOf(preview)}></${tag}>
</div>
<p class="log" id="${tag}-log" aria-live="polite">No event yet.</p>
<h3>Add it to your page</h3>
<pre><code id="${tag}-snippet">${escape(snippetOf(doc))}</code></pre>
<p class="copy"><button type="button" data-copy="${tag}-snippet">Copy the snippet</button> <span role="status" id="${tag}-snippet-status"></span></p>
<h3>Attributes</h3>
${attributeTable(doc)}
<h3>Events</h3>
${eventTable(doc)}
</section>`;
}

const STYLE = `
body { margin: 0; background: #f4f5f0; color: #1c2420; font: 16px/1.5 'Segoe UI', Roboto, Arial, sans-serif; }
header, main { max-width: 1100px; margin: 0 auto; padding: 16px; }
header { padding-top: 24px; }
h1 { margin: 0 0 8px; font-size: 28px; color: #1d5b36; }
h2 { margin: 0 0 8px; font-size: 22px; }
h3 { margin: 24px 0 8px; font-size: 17px; }
code, pre { font-family: ui-monospace, Consolas, monospace; font-size: 14px; }
pre { margin: 0; padding: 12px; overflow-x: auto; background: #263238; color: #fff; border-radius: 8px; white-space: pre-wrap; word-break: break-all; }
nav ul { display: flex; flex-wrap: wrap; gap: 8px 16px; padding: 0; list-style: none; }
a { color: #1d5b36; }
.widget { margin: 0 0 32px; padding: 20px; background: #fff; border: 1px solid #d3d9d1; border-radius: 12px; }
.preview { padding: 12px; border: 1px dashed #9aa59d; border-radius: 8px; background: #f9faf7; }
.log { margin: 8px 0 0; color: #56615a; font-size: 14px; overflow-wrap: anywhere; }
button { min-height: 44px; padding: 8px 16px; border: 0; border-radius: 8px; background: #1d5b36; color: #fff; font: inherit; cursor: pointer; }
button:hover { background: #164a2b; }
button:focus-visible, a:focus-visible { outline: 3px solid #1a6bb8; outline-offset: 2px; }
.copy { margin: 8px 0 0; }
.scroll { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; font-size: 15px; }
th, td { padding: 8px; border-bottom: 1px solid #d3d9d1; text-align: left; vertical-align: top; overflow-wrap: break-word; }
thead th { background: #eef1ec; }
@media (max-width: 600px) {
  header, main { padding: 12px 8px; }
  .widget { padding: 12px; }
  .preview { padding: 4px; }
  /* On a phone each row becomes a card: the name, then each cell under its column's label (the roles keep it a table for screen readers). */
  table, tbody, tr, th, td { display: block; }
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  tr { padding: 8px 0; border-bottom: 1px solid #d3d9d1; }
  th, td { padding: 2px 0; border: 0; }
  td::before { content: attr(data-label) ': '; font-weight: 600; }
}
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

// Copies a snippet, and shows the last event each preview sent (every event is composed, so it leaves the
// shadow root). An inline module with the nonce: the page has no 'unsafe-inline'.
const SCRIPT = `
for (const button of document.querySelectorAll('[data-copy]')) {
  button.addEventListener('click', async () => {
    const id = button.dataset.copy;
    const status = document.getElementById(id + '-status');
    try {
      await navigator.clipboard.writeText(document.getElementById(id).textContent);
      status.textContent = 'Copied.';
    } catch {
      status.textContent = 'Could not copy: select the snippet and copy it yourself.';
    }
  });
}
for (const preview of document.querySelectorAll('[data-events]')) {
  const log = document.getElementById(preview.dataset.log);
  for (const name of preview.dataset.events.split(' ').filter(Boolean)) {
    preview.addEventListener(name, (event) => {
      log.textContent = 'Last event: ' + name + ' ' + JSON.stringify(event.detail);
    });
  }
}
`;

export function renderCataloguePage(docs) {
  const nonce = PLACEHOLDERS.nonce;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>MyFarm widgets for your website</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header>
<h1>MyFarm widgets for your website</h1>
<p>Each widget is one script tag and one HTML element. It brings its own styles in a shadow root, so your page's CSS does not change it and its CSS does not touch your page. Under a Content-Security-Policy, give the element your page's nonce in a <code>nonce</code> attribute and allow <code>${PLACEHOLDERS.publicUrl}</code> in <code>connect-src</code>.</p>
<nav aria-label="Widgets"><ul>${docs.map((doc) => `<li><a href="#${escape(doc.tag)}">${escape(doc.title ?? doc.tag)}</a></li>`).join('')}</ul></nav>
</header>
<main>
${docs.map(section).join('\n')}
</main>
${docs.map((doc) => `<script type="module" nonce="${nonce}" src="/embed/${escape(doc.tag)}.js"></script>`).join('\n')}
<script type="module" nonce="${nonce}">${SCRIPT}</script>
</body>
</html>
`;
}
