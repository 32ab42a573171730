import { Marked } from 'marked';
import { sanitiseRichText } from '../content';

/**
 * The page puts 'Market Report' in an h1 and the report's title in an h2, so the report's own headings start
 * at h3; the rich-text sanitiser keeps h2 to h4, so deeper ones stay h4 rather than losing their tag.
 */
const HEADING_OFFSET = 2;
const DEEPEST_HEADING = 4;

// Our own instance: options set here never change how any other code's markdown renders.
const markdown = new Marked({
  async: false,
  gfm: true,
  walkTokens: (token) => {
    if (token.type === 'heading') token.depth = Math.min(token.depth + HEADING_OFFSET, DEEPEST_HEADING);
  },
});

/**
 * Markdown to the HTML farmers see: GitHub-flavoured markdown (tables included), then the content service's
 * sanitiser, so raw HTML in the markdown keeps only what any rich text may (no script, no event handlers, no
 * javascript: links). The editor's preview and every write go through this one function, so the preview is
 * exactly what is published.
 */
export function renderMarketReport(text: string): string {
  return sanitiseRichText(markdown.parse(text, { async: false }));
}
