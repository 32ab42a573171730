import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PLACEHOLDERS } from '../../../../scripts/build/embed-catalogue-page.mjs';
import { CATALOGUE_PLACEHOLDERS, renderCatalogue } from './render-catalogue';

describe('the embed catalogue page', () => {
  it('uses the placeholders the build writes', () => {
    assert.deepEqual(CATALOGUE_PLACEHOLDERS, PLACEHOLDERS);
  });

  it('fills in the preview key and the public address, escaped, and leaves the nonce to each response', () => {
    const html = renderCatalogue('<script nonce="%%NONCE%%"></script><x partner-key="%%PARTNER_KEY%%"></x>%%PUBLIC_URL%%/embed/x.js', {
      partnerKey: 'k"<',
      publicUrl: 'https://portal.example',
    });
    assert.equal(html, '<script nonce="%%NONCE%%"></script><x partner-key="k&quot;&lt;"></x>https://portal.example/embed/x.js');
  });
});
