import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderMarketReport } from './render-market-report';

const TABLE = ['| Commodity | Nov 26 | May 27 |', '| :-- | --: | --: |', '| Feed wheat | 183.90 | 191.40 |', '| Oilseed rape | 389.10 | 402.00 |'].join('\n');

describe('renderMarketReport', () => {
  it('keeps a GFM table with its header and cells, and column alignment', () => {
    const html = renderMarketReport(`Prices this morning:\n\n${TABLE}`);
    assert.match(html, /<table>\s*<thead>\s*<tr>\s*<th align="left">Commodity<\/th>/);
    assert.match(html, /<td align="left">Feed wheat<\/td>\s*<td align="right">183.90<\/td>/);
    assert.match(html, /<td align="left">Oilseed rape<\/td>/);
    // Only the three alignments survive, and no other attribute rides along.
    assert.equal(renderMarketReport('<table><tr><td align="javascript:x" style="color:red">a</td></tr></table>'), '<table><tr><td>a</td></tr></table>');
  });

  it('drops a script element and its text, wherever it is written', () => {
    const html = renderMarketReport(`Wheat firmer.\n\n<script>alert("block")</script>\n\nBarley flat <script>alert("inline")</script>too.`);
    assert.doesNotMatch(html, /script|alert/i);
    assert.match(html, /Wheat firmer\./);
    assert.match(html, /Barley flat/);
  });

  it('drops event handlers from raw HTML', () => {
    const html = renderMarketReport('<img src="https://cdn.example/chart.png" onerror="alert(1)" alt="chart">\n\n<p onclick="alert(2)">Hi</p>');
    assert.doesNotMatch(html, /onerror|onclick|alert/);
    assert.match(html, /<img src="https:\/\/cdn.example\/chart.png" alt="chart" \/>/);
    assert.match(html, /<p>Hi<\/p>/);
  });

  it('drops javascript: links, in markdown and in raw HTML, and keeps https links', () => {
    const html = renderMarketReport('[click](javascript:alert(1)) and <a href="JaVaScRiPt:alert(2)">raw</a> and [AHDB](https://ahdb.org.uk)');
    assert.doesNotMatch(html, /javascript/i);
    assert.match(html, /<a>click<\/a>/);
    assert.match(html, /<a href="https:\/\/ahdb.org.uk">AHDB<\/a>/);
  });

  it('moves headings below the page title and report title: # is h3, ## h4, and deeper stays h4', () => {
    assert.equal(renderMarketReport('# Wheat\n\n## Detail\n\n#### Small'), '<h3>Wheat</h3>\n<h4>Detail</h4>\n<h4>Small</h4>');
  });

  it('renders empty markdown as empty HTML', () => {
    assert.equal(renderMarketReport(''), '');
    assert.equal(renderMarketReport('<script>alert(1)</script>'), '');
  });
});
