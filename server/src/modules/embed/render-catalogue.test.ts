import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PLACEHOLDERS } from '../../../../scripts/build/embed-catalogue-page.mjs';
import { CATALOGUE_PLACEHOLDERS, catalogueCsp, renderCatalogue } from './render-catalogue';

describe('the embed catalogue page', () => {
  it('uses the placeholders the build writes', () => {
    assert.deepEqual(CATALOGUE_PLACEHOLDERS, PLACEHOLDERS);
  });

  it('fills in the nonce, the preview key and the public address, escaped', () => {
    const html = renderCatalogue('<script nonce="%%NONCE%%"></script><x partner-key="%%PARTNER_KEY%%"></x>%%PUBLIC_URL%%/embed/x.js %%NONCE%%', {
      nonce: 'abc+/=',
      partnerKey: 'k"<',
      publicUrl: 'https://portal.example',
    });
    assert.equal(html, '<script nonce="abc+/="></script><x partner-key="k&quot;&lt;"></x>https://portal.example/embed/x.js abc+/=');
  });

  it('is served under a strict nonce policy', () => {
    const csp = catalogueCsp('n0nce');
    assert.match(csp, /script-src 'nonce-n0nce' 'strict-dynamic'/);
    assert.match(csp, /style-src 'nonce-n0nce'/);
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /base-uri 'none'/);
    assert.doesNotMatch(csp, /unsafe/);
  });
});
