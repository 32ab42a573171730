import { escapeHtml, page, type Page } from './html';

export interface LoginPageInput {
  action: string;
  /** The "Forgot password?" page, with the way back to this sign-in. */
  forgotPassword: string;
  email?: string;
  error?: string;
  support: { phone: string; email: string };
}

export function renderLoginPage({ action, forgotPassword, email = '', error, support }: LoginPageInput): Page {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const body = `
<h1>Sign in to MyFarm</h1>
<p class="lead">Use the e-mail address and password of your MyFarm account.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
  ${error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>` : ''}
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" inputmode="email" required
    value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>
<p class="help"><a href="${escapeHtml(forgotPassword)}">Forgot password?</a></p>
<p class="help">Need help? Call <a href="tel:${escapeHtml(support.phone.replace(/\s+/g, ''))}">${escapeHtml(support.phone)}</a>
or e-mail <a href="mailto:${escapeHtml(support.email)}">${escapeHtml(support.email)}</a>, 8:30 AM to 5:00 PM, Monday to Friday.</p>`;
  return page('Sign in to MyFarm', body);
}
