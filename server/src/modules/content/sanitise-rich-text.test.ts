import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitiseRichText } from './sanitise-rich-text';

describe('sanitiseRichText', () => {
  it('removes script elements and their content', () => {
    assert.equal(sanitiseRichText('<p>Hello</p><script>alert(1)</script>'), '<p>Hello</p>');
    assert.equal(sanitiseRichText('<p>Hi<SCRIPT src="https://evil.example/x.js"></SCRIPT></p>'), '<p>Hi</p>');
  });

  it('removes event-handler attributes', () => {
    assert.equal(sanitiseRichText('<p onclick="alert(1)">Click</p>'), '<p>Click</p>');
    assert.equal(sanitiseRichText('<img src="https://cdn.example/a.png" alt="A" onerror="alert(1)">'), '<img src="https://cdn.example/a.png" alt="A" />');
  });

  it('removes javascript: and data: URLs, whatever their spelling', () => {
    assert.equal(sanitiseRichText('<a href="javascript:alert(1)">x</a>'), '<a>x</a>');
    assert.equal(sanitiseRichText('<a href=" JaVaScRiPt:alert(1)">x</a>'), '<a>x</a>');
    assert.equal(sanitiseRichText('<a href="java&#x09;script:alert(1)">x</a>'), '<a>x</a>');
    assert.equal(sanitiseRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">'), '<img />');
  });

  it('drops iframes, styles, forms and svg', () => {
    assert.equal(
      sanitiseRichText('<iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form><svg onload="x"></svg><p>ok</p>'),
      '<p>ok</p>',
    );
  });

  it('keeps the structure of rich text: headings, lists, tables and safe links', () => {
    const html =
      '<h2>Title</h2><ul><li><strong>One</strong></li></ul><table><tr><th scope="col">A</th></tr></table><a href="mailto:support@myfarm.example">Mail</a> <a href="/dashboard/weather">Weather</a>';
    assert.equal(sanitiseRichText(html), html.replace('<table><tr>', '<table><tr>'));
  });

  it('adds rel="noopener noreferrer" to links that open a new tab and drops other targets', () => {
    assert.equal(
      sanitiseRichText('<a href="https://ico.org.uk" target="_blank" rel="opener">ICO</a>'),
      '<a href="https://ico.org.uk" target="_blank" rel="noopener noreferrer">ICO</a>',
    );
    assert.equal(sanitiseRichText('<a href="https://ico.org.uk" target="_top">ICO</a>'), '<a href="https://ico.org.uk">ICO</a>');
  });
});
