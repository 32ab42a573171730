// A bare partner website on another origin for timing one embeddable widget: one script tag and one element,
// nothing of the partner's own to download, so the figures are the widget's. (tests/e2e/support/foreign-server.ts
// is the hostile page the embed spec checks behaviour on.)
import { createServer } from 'node:http';

/** Each widget's element as a partner would write it, and what shows once it has its content. */
export function embedTarget(tag) {
  if (tag === 'farm-weather') {
    return { markup: '<farm-weather postcode="CB21 5XE" partner-key="demo-partner-key"></farm-weather>', path: [tag, 'table'] };
  }
  if (tag === 'farm-prices') {
    return { markup: '<farm-prices commodity="Feed Wheat" postcode="CB10 2RL" partner-key="demo-partner-key"></farm-prices>', path: [tag, 'table'] };
  }
  return { markup: `<${tag}></${tag}>`, path: [tag, 'input'] };
}

const page = (portal, tag) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8" /><title>Fenland Grain Co-op</title>
<script type="module" src="${portal}/embed/${tag}.js"></script></head>
<body><h1>Fenland Grain Co-op</h1>
${embedTarget(tag).markup}
</body>
</html>`;

/** Serves `/?tag=TAG` as the page showing that widget from `portal`. */
export function startPartnerPage(port, portal, tags) {
  const server = createServer((request, response) => {
    const tag = new URL(request.url ?? '/', 'http://partner.invalid').searchParams.get('tag');
    if (!tags.includes(tag)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(page(portal, tag));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) }));
  });
}
