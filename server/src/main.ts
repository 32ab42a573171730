import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DEMO_PASSWORD, demoUsers } from './db';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`MyFarm server cannot start: the environment has ${error.problems.length} problem(s):`);
      for (const problem of error.problems) console.error(`  - ${problem}`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting connections, let in-flight requests finish, then close the database (an onClose hook).
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const lines = [
  `MyFarm portal: ${config.publicUrl}/`,
  `API docs:      ${config.publicUrl}/api/docs`,
  `E-mails:       ${config.mail.smtpUrl ? 'sent through SMTP_URL' : `written to ${config.mail.outboxDir} (set SMTP_URL to send them)`}`,
];
if (config.oidc.embedded) {
  lines.push('', `Demo sign-ins (password "${DEMO_PASSWORD}"):`);
  for (const user of demoUsers) {
    const roles = [user.internal ? 'internal staff' : null, user.memberships.length === 0 ? 'no business accounts' : null];
    const note = user.memberships.some((m) => m.isLead) ? 'lead user' : user.memberships.some((m) => m.isAdmin) ? 'admin' : null;
    lines.push(`  ${user.email.padEnd(26)} ${user.name}${[note, ...roles].filter(Boolean).map((r) => ` (${r})`).join('')}`);
  }
} else {
  lines.push(`Sign-in: ${config.oidc.issuer} (client ${config.oidc.clientId})`);
}
console.log(lines.join('\n'));
