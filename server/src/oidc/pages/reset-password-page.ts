import { escapeHtml, page, type Page } from './html';

const NEW_PASSWORD_TITLE = 'Choose a new password';

export interface ResetPasswordPageInput {
  action: string;
  token: string;
  email: string;
  minLength: number;
  error?: string;
}

/** The form the e-mailed link opens: the new password twice; the one-time token rides along in a hidden field. */
export function renderResetPasswordPage({ action, token, email, minLength, error }: ResetPasswordPageInput): Page {
  const invalid = error ? ' aria-invalid="true" aria-describedby="reset-error"' : '';
  const body = `
<h1>${NEW_PASSWORD_TITLE}</h1>
<p class="lead">For ${escapeHtml(email)}. Use at least ${minLength} characters: a few unrelated words make a strong password that is easy to remember.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
  ${error ? `<p class="error" id="reset-error" role="alert">${escapeHtml(error)}</p>` : ''}
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <input type="text" name="username" autocomplete="username" value="${escapeHtml(email)}" hidden>
  <label for="password">New password</label>
  <input id="password" name="password" type="password" autocomplete="new-password" minlength="${minLength}" required autofocus${invalid}>
  <label for="confirm">Confirm new password</label>
  <input id="confirm" name="confirm" type="password" autocomplete="new-password" required${invalid}>
  <button type="submit">Change password</button>
</form>`;
  return page(NEW_PASSWORD_TITLE, body);
}
