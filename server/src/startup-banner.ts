import type { Config } from './config';
import { DEMO_PASSWORD, demoUsers } from './seeds';

/** What `npm start` prints once the server listens: where it is, where e-mails go, and how to sign in. */
export function startupBanner(config: Config): string {
  const lines = [
    `MyFarm portal: ${config.publicUrl}/`,
    `API docs:      ${config.publicUrl}/api/docs`,
    `E-mails:       ${config.mail.smtpUrl ? 'sent through SMTP_URL' : `written to ${config.mail.outboxDir} (set SMTP_URL to send them)`}`,
  ];
  if (config.demoData.forced) {
    lines.push('', 'WARNING: DEMO_DATA=force with NODE_ENV=production: the demo users sign in with a published password.');
  }
  if (!config.oidc.embedded) {
    lines.push(`Sign-in: ${config.oidc.issuer} (client ${config.oidc.clientId})`);
  } else if (config.demoData.enabled) {
    lines.push('', `Demo sign-ins (password "${DEMO_PASSWORD}"):`);
    for (const user of demoUsers) {
      const roles = [user.internal ? 'internal staff' : null, user.memberships.length === 0 ? 'no business accounts' : null];
      const note = user.memberships.some((m) => m.isLead) ? 'lead user' : user.memberships.some((m) => m.isAdmin) ? 'admin' : null;
      lines.push(
        `  ${user.email.padEnd(26)} ${user.name}${[note, ...roles]
          .filter(Boolean)
          .map((r) => ` (${r})`)
          .join('')}`,
      );
    }
  } else {
    lines.push('', 'No demo data. Add the first lead user of a business with: npm run users -- add-lead --help');
  }
  return lines.join('\n');
}
