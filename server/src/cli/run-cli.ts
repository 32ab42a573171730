import { ConfigError, loadConfig, type Config } from '../config';
import { createDatabase, migrateToLatest, type Db } from '../db';
import { UsageError } from './partners-command';

/** Resolves to the exit code, or to nothing for 0. */
type Command = (db: Db, config: Config, argv: string[], print: (line: string) => void) => Promise<void | number>;

/**
 * Runs an `npm run …` command on the database the server uses (DATABASE_URL, or PGlite in DATA_DIR, which only
 * one process may open at a time: stop the server first). Exits 2 with the usage on a wrong command line.
 */
export async function runCli(usage: string, command: Command): Promise<never> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help')) {
    console.log(usage);
    process.exit(argv.length === 0 ? 2 : 0);
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  const db = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: `${config.dataDir}/pglite` });
  let exitCode: number;
  try {
    await migrateToLatest(db);
    exitCode = (await command(db, config, argv, (line) => console.log(line))) ?? 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    exitCode = 2;
  } finally {
    await db.destroy();
  }
  process.exit(exitCode);
}
