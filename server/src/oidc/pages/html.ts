import { escapeHtml } from '../../http/escape-html';

export { escapeHtml };

const styles = `
  :root { color-scheme: light; --green: #2f6b2f; --green-dark: #234f23; --ink: #1d2a1d; --muted: #56615a; --error: #b3261e; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: var(--ink);
    background: linear-gradient(160deg, #e9f1e4 0%, #f7f4e9 60%, #efe6cf 100%); padding: 16px; }
  main { width: 100%; max-width: 400px; background: #fff; border-radius: 12px; padding: 32px 28px;
    box-shadow: 0 10px 30px rgba(29, 42, 29, 0.12); }
  .brand { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 1.25rem; color: var(--green); margin-bottom: 8px; }
  .brand svg { width: 32px; height: 32px; }
  h1 { font-size: 1.5rem; margin: 8px 0 4px; }
  p.lead { margin: 0 0 24px; color: var(--muted); }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #9aa59d; border-radius: 8px; }
  input:focus { outline: 3px solid #9cc79c; outline-offset: 1px; border-color: var(--green); }
  input[aria-invalid="true"] { border-color: var(--error); }
  button { width: 100%; margin-top: 24px; font: inherit; font-weight: 600; color: #fff; background: var(--green);
    border: 0; border-radius: 8px; padding: 12px; cursor: pointer; }
  button:hover { background: var(--green-dark); }
  button:focus-visible { outline: 3px solid #9cc79c; outline-offset: 2px; }
  .error { margin: 0 0 8px; padding: 10px 12px; border-radius: 8px; background: #fdecea; color: var(--error); font-weight: 600; }
  .help { margin-top: 24px; font-size: 0.875rem; color: var(--muted); }
  a { color: var(--green); }
  @media (max-width: 432px) { main { padding: 24px 18px; } }
`;

const logo = `<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><circle cx="16" cy="16" r="16" fill="#2f6b2f"/><path d="M16 25V12m0 4c-3 0-5-2-5-5 3 0 5 2 5 5zm0 0c3 0 5-2 5-5-3 0-5 2-5 5zm0 5c-3 0-5-2-5-5 3 0 5 2 5 5zm0 0c3 0 5-2 5-5-3 0-5 2-5 5z" stroke="#f3e7b3" stroke-width="1.6" fill="none" stroke-linecap="round"/></svg>`;

/** A page of ours, waiting for its response's CSP nonce (send-page.ts gives it). */
export type Page = (nonce: string) => string;

/**
 * A complete page in the portal's look; `body` must already be escaped. Its style, and its `script` if it has
 * one, carry the response's nonce: the pages' policy allows no other inline style or script.
 */
export function page(title: string, body: string, script?: string): Page {
  return (nonce) => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce)}">${styles}</style>
</head>
<body>
<main>
<div class="brand">${logo}<span>MyFarm</span></div>
${body}
</main>
${script ? `<script nonce="${escapeHtml(nonce)}">${script}</script>\n` : ''}</body>
</html>`;
}
