import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DemoDataError } from './seeds';
import { startupBanner } from './startup-banner';

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
const app = await buildApp(config).catch((error: unknown) => {
  if (!(error instanceof DemoDataError)) throw error;
  console.error(`MyFarm server cannot start: ${error.message}`);
  process.exit(1);
});

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
console.log(startupBanner(config));
