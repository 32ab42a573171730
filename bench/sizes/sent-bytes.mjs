// What the server actually sends for a file: the body bytes received for a GET with Accept-Encoding: br, before
// any decompression (node:http, unlike fetch, leaves the body as it came).
import { get } from 'node:http';

/** Resolves with `{ bytes, encoding }` for `origin``urlPath`; rejects on any status but 200. */
export function fetchSent(origin, urlPath, acceptEncoding = 'br') {
  return new Promise((resolve, reject) => {
    const request = get(new URL(urlPath, origin), { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${urlPath}: ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Counts the bytes the server at `origin` sends for built files (absolute paths under `webRoot`, whose URL is
 * their path below it), each fetched once however often it is counted, asking for `acceptEncoding`.
 */
export function sentBytesCounter(origin, webRoot, acceptEncoding = 'br') {
  const sent = new Map();
  const one = (file) => {
    const urlPath = `/${file
      .slice(webRoot.length + 1)
      .split('\\')
      .join('/')}`;
    if (!sent.has(urlPath)) sent.set(urlPath, fetchSent(origin, urlPath, acceptEncoding));
    return sent.get(urlPath);
  };
  return async (files) => (await Promise.all([...files].map(one))).reduce((sum, { bytes }) => sum + bytes, 0);
}
