import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { limusProductListSchema, wheatNitrogenGuidelineSchema, type LimusProduct } from '@farm/area-calculators/domain';
import { bearer, testAppFor } from '../../testing';

const t = testAppFor({ grower: 'grower@myfarm.example', staff: 'staff@myfarm.example' });

const PRODUCTS = '/api/public/calculators/limus-products';
const GUIDELINE = '/api/public/calculators/wheat-nitrogen-guideline';

describe('public calculator data (no sign-in)', () => {
  it('answers the Limus products with every field of spec 2 §3, without a token, cacheable briefly', async () => {
    const response = await t.app.inject({ method: 'GET', url: PRODUCTS });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=300');
    const { products } = limusProductListSchema.parse(response.json().data);
    assert.ok(products.length >= 3);
    assert.deepEqual(Object.keys(products[0]!).sort(), [
      'analysis-w-v-n',
      'analysis-w-v-so3',
      'analysis-w-w-n',
      'analysis-w-w-so3',
      'company',
      'limus-perform-rate',
      'productName',
      'specific-gravity',
    ]);
    assert.equal(products[0]!.productName, 'Liquid UAN 28');
  });

  it('answers the guideline figure, 220 as seeded', async () => {
    const response = await t.app.inject({ method: 'GET', url: GUIDELINE });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(wheatNitrogenGuidelineSchema.parse(response.json().data), { guidelinefig: 220 });
    assert.match(String(response.headers['cache-control']), /max-age=300/);
  });

  it('answers 304 with no body while the ETag the browser or a proxy sent is current', async () => {
    for (const url of [PRODUCTS, GUIDELINE]) {
      const first = await t.app.inject({ url });
      const etag = String(first.headers.etag);
      assert.match(etag, /^W\/"[\w-]{27}"$/, url);
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      assert.deepEqual([again.statusCode, again.body, again.headers['cache-control']], [304, '', 'public, max-age=300'], url);
    }
  });

  it('is read-only: no write method under the public prefix', async () => {
    const response = await t.app.inject({ method: 'PUT', url: GUIDELINE, payload: { guidelinefig: 1 } });
    assert.equal(response.statusCode, 404);
  });
});

describe('staff change the calculator data', () => {
  const product: LimusProduct = {
    productName: 'Test Liquid N 30',
    'specific-gravity': 1.3,
    'analysis-w-w-n': 30,
    'analysis-w-w-so3': 0,
    'analysis-w-v-n': 39,
    'analysis-w-v-so3': null,
    'limus-perform-rate': 0.8,
    company: 'Test Co',
  };

  it('refuses a write without a token (401) and from an external user (403)', async () => {
    const url = '/api/content/calculators/wheat-nitrogen-guideline';
    assert.equal((await t.app.inject({ method: 'PUT', url, payload: { guidelinefig: 230 } })).statusCode, 401);
    const response = await t.app.inject({ method: 'PUT', url, headers: bearer(t.tokens.grower), payload: { guidelinefig: 230 } });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'STAFF_ONLY');
  });

  it('refuses an invalid product', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/content/calculators/limus-products',
      headers: bearer(t.tokens.staff),
      payload: { products: [{ ...product, 'specific-gravity': 0 }] },
    });
    assert.equal(response.statusCode, 400);
  });

  it('lets staff replace the products and the guideline figure, which the public reads then answer', async () => {
    const before = limusProductListSchema.parse((await t.app.inject({ method: 'GET', url: PRODUCTS })).json().data).products;
    const guidelineEtag = String((await t.app.inject({ method: 'GET', url: GUIDELINE })).headers.etag);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/content/calculators/limus-products',
      headers: bearer(t.tokens.staff),
      payload: { products: [product, ...before] },
    });
    assert.equal(put.statusCode, 200);
    const after = limusProductListSchema.parse((await t.app.inject({ method: 'GET', url: PRODUCTS })).json().data).products;
    assert.deepEqual(after, [product, ...before]);

    const guideline = await t.app.inject({
      method: 'PUT',
      url: '/api/content/calculators/wheat-nitrogen-guideline',
      headers: bearer(t.tokens.staff),
      payload: { guidelinefig: 230 },
    });
    assert.equal(guideline.statusCode, 200);
    const changed = await t.app.inject({ method: 'GET', url: GUIDELINE, headers: { 'if-none-match': guidelineEtag } });
    assert.equal(changed.statusCode, 200, 'the old ETag no longer matches');
    assert.deepEqual(changed.json().data, { guidelinefig: 230 });
  });
});
