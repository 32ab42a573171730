import { escapeHtml, page, type Page } from './html';

const FORGOT_PASSWORD_TITLE = 'Forgot your password?';

export interface ForgotPasswordPageInput {
  action: string;
  /** Where "Back to sign in" leads: the sign-in the user came from, else the portal. */
  back: string;
  email?: string;
  error?: string;
  /** After a request: the answer, the same whether or not the e-mail is anyone's. */
  sent?: string;
}

/** A signed-out user asks for a reset link by e-mail address. */
export function renderForgotPasswordPage({ action, back, email = '', error, sent }: ForgotPasswordPageInput): Page {
  const backLink = `<p class="help"><a href="${escapeHtml(back)}">Back to sign in</a></p>`;
  if (sent) {
    return page(
      'Check your e-mail',
      `<h1>Check your e-mail</h1>
<p class="lead" role="status">${escapeHtml(sent)}</p>
${backLink}`,
    );
  }
  const invalid = error ? ' aria-invalid="true" aria-describedby="forgot-error"' : '';
  const body = `
<h1>${FORGOT_PASSWORD_TITLE}</h1>
<p class="lead">Enter the e-mail address you sign in with. We will send you a link to choose a new password.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
  ${error ? `<p class="error" id="forgot-error" role="alert">${escapeHtml(error)}</p>` : ''}
  <input type="hidden" name="back" value="${escapeHtml(back)}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" inputmode="email" required autofocus value="${escapeHtml(email)}"${invalid}>
  <button type="submit">Send me a link</button>
</form>
${backLink}`;
  return page(FORGOT_PASSWORD_TITLE, body);
}
