import type { MarketReport } from '@farm/area-content';

/** The demo market report: published this morning, with a table, and markup the browser's sanitiser must strip. */
export const demoMarketReport = (overrides: Partial<MarketReport> = {}): MarketReport => {
  const at = new Date(Date.UTC(2026, 10, 23, 7, 45)).toISOString();
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    title: 'Morning report: wheat firmer on export demand',
    status: 'published',
    createdAt: at,
    createdBy: 'staff@myfarm.example',
    updatedAt: at,
    updatedBy: 'staff@myfarm.example',
    publishedAt: at,
    publishedBy: 'staff@myfarm.example',
    markdown: 'London wheat is firmer this morning.\n\n| Commodity | Nov 26 |\n| --- | --: |\n| Feed wheat | 183.90 |',
    html: '<p>London wheat is firmer this morning.</p><table><thead><tr><th>Commodity</th><th align="right">Nov 26</th></tr></thead><tbody><tr><td>Feed wheat</td><td align="right">183.90</td></tr></tbody></table><img src="missing.png" onerror="window.pwned = 1">',
    ...overrides,
  };
};

/** `count` reports for the editor's history, newest first: the odd ones published, the even ones drafts. */
export const marketReportHistory = (count: number): MarketReport[] =>
  Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const at = new Date(Date.UTC(2026, 10, 23 - n, 7, 45)).toISOString();
    const published = n % 2 === 1;
    return demoMarketReport({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      title: `Report ${n}`,
      status: published ? 'published' : 'draft',
      createdAt: at,
      updatedAt: at,
      publishedAt: published ? at : null,
      publishedBy: published ? 'staff@myfarm.example' : null,
      markdown: `Text of report ${n}.`,
      html: `<p>Text of report ${n}.</p>`,
    });
  });
