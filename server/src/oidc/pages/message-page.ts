import { escapeHtml, page, type Page } from './html';

/** A short page with a heading, a sentence and a way back to the portal (expired sign-ins, provider errors). */
export function renderMessagePage(title: string, message: string, link: { href: string; text: string }): Page {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
  );
}
