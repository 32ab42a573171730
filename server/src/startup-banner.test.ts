import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config';
import { DEMO_PASSWORD } from './seeds';
import { startupBanner } from './startup-banner';

describe('the start-up banner', () => {
  it('lists the demo sign-ins and their password only when demo data is on', () => {
    const demo = startupBanner(loadConfig({ DEMO_DATA: 'on' }));
    assert.match(demo, new RegExp(`Demo sign-ins \\(password "${DEMO_PASSWORD}"\\)`));
    assert.match(demo, /grower@myfarm\.example/);
    const real = startupBanner(loadConfig({}));
    assert.doesNotMatch(real, /grower@|myfarm-demo/);
    assert.match(real, /npm run users -- add-lead/);
  });

  it('warns when demo data is forced in production', () => {
    assert.match(startupBanner(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'force' })), /WARNING: DEMO_DATA=force/);
  });
});
