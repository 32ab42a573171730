/** The names the page's import map can resolve, read from the inlined map. */
export function importMapNames(doc: Document = document): Set<string> {
  const text = doc.querySelector('script[type="importmap"]')?.textContent;
  if (!text) return new Set();
  const map = JSON.parse(text) as { imports?: Record<string, string> };
  return new Set(Object.keys(map.imports ?? {}));
}
