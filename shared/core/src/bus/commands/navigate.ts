/** single-spa patches pushState, so a plain history entry is enough to route; widgets never import single-spa. */
export function navigate(path: string): void {
  if (window.location.pathname + window.location.search === path) return;
  window.history.pushState(null, '', path);
}
