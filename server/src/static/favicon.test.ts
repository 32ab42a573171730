import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { inflateSync } from 'node:zlib';
import { BRAND_GREEN, faviconSvg } from './favicon';
import { faviconIco, faviconPng } from './favicon-ico';

describe('the favicon', () => {
  it('is the same drawing in root-config/favicon.svg as the shapes the server draws /favicon.ico from', async () => {
    const file = await readFile(path.join(import.meta.dirname, '../../../root-config/favicon.svg'), 'utf8');
    assert.equal(file, faviconSvg(), 'regenerate root-config/favicon.svg from faviconSvg()');
    assert.match(file, new RegExp(`fill="${BRAND_GREEN}"`));
  });

  it('is an ICO with a 16, 32 and 48 pixel PNG of it', () => {
    const ico = faviconIco();
    assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)], [0, 1, 3]);
    for (const [index, size] of [16, 32, 48].entries()) {
      const entry = 6 + 16 * index;
      assert.equal(ico.readUInt8(entry), size);
      const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
      assert.equal(png.readUInt32BE(16), size);
    }
  });

  it('draws the green corners transparent, the green behind, and the wheat in the middle', () => {
    const png = faviconPng(32);
    const idat = png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8);
    const rows = inflateSync(idat);
    const pixel = (x: number, y: number) => [...rows.subarray(y * (32 * 4 + 1) + 1 + x * 4, y * (32 * 4 + 1) + 1 + x * 4 + 4)];
    assert.equal(pixel(0, 0)[3], 0);
    assert.deepEqual(pixel(3, 16), [0x1d, 0x5b, 0x36, 255]);
    assert.deepEqual(pixel(15, 7), [0xf3, 0xe7, 0xb3, 255]);
  });
});
