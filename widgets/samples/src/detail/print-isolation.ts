/** The attribute that keeps an element off paper while a print view is open (see printIsolationStyles). */
export const PRINT_HIDDEN = 'data-sample-print-hidden';

/** Hides every marked element when printing; written where the widget's styles go (the page's head in the portal). */
export const printIsolationStyles = `@media print {
  [${PRINT_HIDDEN}] { display: none !important; }
  body { background: #fff !important; }
}`;

/**
 * Marks every element beside the path from `element` up to the document's body (the portal's header, sidebar,
 * the page heading and tabs, a partner page's other content), crossing shadow roots, so that only `element`
 * prints, laid out as if it were the page. Marking does nothing on screen. Answers the undo.
 */
export function isolateForPrint(element: Element): () => void {
  const marked: Element[] = [];
  let node: Element = element;
  while (node !== document.body && node !== document.documentElement) {
    const container = node.parentNode;
    if (!container) break;
    for (const sibling of Array.from(container.children)) {
      if (sibling !== node && !sibling.hasAttribute(PRINT_HIDDEN)) {
        sibling.setAttribute(PRINT_HIDDEN, '');
        marked.push(sibling);
      }
    }
    if (container instanceof ShadowRoot) node = container.host;
    else if (container instanceof Element) node = container;
    else break;
  }
  return () => marked.forEach((sibling) => sibling.removeAttribute(PRINT_HIDDEN));
}
