import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { containsMalformedText } from './malformed-text';

describe('containsMalformedText', () => {
  it('finds NUL and lone surrogates in strings, nested values and keys', () => {
    assert.equal(containsMalformedText('grower@myfarm.example\u0000'), true);
    assert.equal(containsMalformedText({ data: { auditlog: { appname: ['ok', 'x\uD800'] } } }), true);
    assert.equal(containsMalformedText({ 'key\u0000': 'value' }), true);
    assert.equal(containsMalformedText('\uDC00 trailing half'), true);
    // How fast-querystring (Fastify's query and form parser) builds its objects.
    function Empty() {}
    Empty.prototype = Object.create(null);
    assert.equal(containsMalformedText(Object.assign(new (Empty as unknown as new () => object)(), { email: 'a\u0000' })), true);
    assert.equal(containsMalformedText('ends with a high half \uD83C'), true);
  });

  it('accepts ordinary text, whole surrogate pairs and values that are not text', () => {
    assert.equal(containsMalformedText('Harrison Farms Ltd, Saffron Walden 🌾 £250/MT'), false);
    assert.equal(containsMalformedText({ n: 1, on: true, none: null, list: [1, 'two'], nested: { a: 'b' } }), false);
    assert.equal(containsMalformedText(undefined), false);
    assert.equal(containsMalformedText(Buffer.from([0, 0, 0])), false);
  });

  it('walks a deeply nested body without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    assert.equal(containsMalformedText(deep), true);
  });
});
