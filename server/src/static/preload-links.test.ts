import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { preloadsFor, type PreloadManifest } from './preload-links';

const manifest: PreloadManifest = {
  entry: ['/root-config.js', '/farm-auth.js'],
  portal: ['/root-config-chunk.js', '/farm-core.js', '/farm-auth.js'],
  widgets: {
    '@farm/shell': ['/shell.js', '/farm-ui.js', '/react.js'],
    '@farm/dashboard': ['/dashboard.js', '/farm-ui.js', '/react.js'],
    '@farm/weather': ['/weather.js', '/farm-ui.js', '/moment.js'],
  },
};

describe('preloadsFor', () => {
  it("asks for the root config's entry always, and for the portal, the shell and the route's widget when signed in", () => {
    assert.deepEqual(preloadsFor(manifest, '/dashboard/weather'), {
      always: ['/root-config.js', '/farm-auth.js'],
      signedIn: ['/root-config-chunk.js', '/farm-core.js', '/shell.js', '/farm-ui.js', '/react.js', '/weather.js', '/moment.js'],
    });
  });

  it('takes /, /login and the return from the provider to be the dashboard', () => {
    for (const path of ['/', '/login', '/callback']) assert.ok(preloadsFor(manifest, path).signedIn.includes('/dashboard.js'), path);
  });

  it('names no route widget for a path the route table does not know', () => {
    const { signedIn } = preloadsFor(manifest, '/dashboard/no-such-page');
    assert.deepEqual(signedIn, ['/root-config-chunk.js', '/farm-core.js', '/shell.js', '/farm-ui.js', '/react.js']);
  });
});
