import sanitizeHtml from 'sanitize-html';

/**
 * Content from the content service is HTML written by staff; it is cleaned on every write so nothing
 * stored can run script in a user's browser (the browser cleans it again at render, defence in depth).
 * Allowed: text structure, lists, tables, links (http, https, mailto, tel and portal paths) and images
 * over https. Dropped: script, style, iframes, event handlers, javascript: and data: URLs.
 */
const ALIGNMENTS = new Set(['left', 'right', 'center']);

/** A cell keeps `align` only with one of its three values (sanitize-html's value list would leave a bare `align`). */
function keepAlignment(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { align, ...rest } = attribs;
  return { tagName, attribs: align !== undefined && ALIGNMENTS.has(align.toLowerCase()) ? { ...rest, align: align.toLowerCase() } : rest };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'sup',
    'sub',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'code',
    'pre',
    'span',
    'div',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    // A column's alignment (markdown tables right-align figures): transformTags below keeps only its three values.
    th: ['scope', 'colspan', 'rowspan', 'align'],
    td: ['colspan', 'rowspan', 'align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    th: keepAlignment,
    td: keepAlignment,
    // Only _blank survives as a target, always with rel noopener, so an opened page cannot reach the portal.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
