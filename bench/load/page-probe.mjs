// Times taken in the page's own clock: an init script in every document reports, through a binding, when the
// document started (its time origin), each largest-contentful-paint candidate and when a target element first
// became visible, all as the page's epoch milliseconds (timeOrigin + performance.now()).

/**
 * Runs in the page. `path` finds the target: a selector, then selectors inside each match's shadow root
 * (['farm-weather', 'table'] is the table inside <farm-weather>'s shadow root).
 */
function probe(path) {
  if (location.protocol === 'about:') return;
  const doc = performance.timeOrigin;
  const report = (event) => window.__benchReport({ doc, ...event });
  report({ kind: 'document', at: doc, url: location.href });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) report({ kind: 'lcp', at: doc + entry.startTime });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const find = () => {
    let found = document.querySelector(path[0]);
    for (const selector of path.slice(1)) found = found?.shadowRoot?.querySelector(selector) ?? null;
    return found;
  };
  // Checked before each frame is painted, so the frame that first shows the target is the one reported.
  const check = () => {
    const target = find();
    if (target?.checkVisibility() && target.getBoundingClientRect().height > 0) report({ kind: 'visible', at: doc + performance.now() });
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Installs the probe in `context` for the element at `path`. `startVisit()` forgets what earlier documents said;
 * `visible()` resolves once a document of this visit shows the target; `timings()` gives, relative to the start
 * of the visit's first document, when the target became visible and the last LCP candidate.
 */
export async function probeContext(context, path, timeoutMs = 120_000) {
  let events = [];
  let waiting;
  await context.exposeBinding('__benchReport', (_source, event) => {
    events.push(event);
    if (event.kind === 'visible') waiting?.();
  });
  await context.addInitScript(probe, path);
  // Documents of this visit: only their events count (a page being left may still report).
  const visitDocs = () => new Set(events.filter((e) => e.kind === 'document').map((e) => e.doc));
  const ofVisit = (kind) => {
    const docs = visitDocs();
    return events.filter((e) => e.kind === kind && docs.has(e.doc));
  };
  return {
    startVisit() {
      events = [];
    },
    visible() {
      if (ofVisit('visible').length) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${path.join(' > ')} did not become visible in ${timeoutMs / 1000} s.`)), timeoutMs);
        waiting = () => {
          if (!ofVisit('visible').length) return;
          clearTimeout(timer);
          waiting = undefined;
          resolve();
        };
      });
    },
    timings() {
      const start = events.find((e) => e.kind === 'document')?.at;
      const last = (kind) => ofVisit(kind).at(-1)?.at;
      const since = (at) => (at === undefined || start === undefined ? undefined : at - start);
      return { visibleMs: since(ofVisit('visible')[0]?.at), lcpMs: since(last('lcp')) };
    },
  };
}
