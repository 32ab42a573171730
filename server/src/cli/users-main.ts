// `npm run users -- …`: the users a real deployment needs before anyone can sign in (the first lead user of a
// business), in the database the server uses (DATABASE_URL, or PGlite in DATA_DIR, which only one process may
// open at a time: stop the server first).
import { ConfigError, loadConfig } from '../config';
import { createDatabase, migrateToLatest } from '../db';
import { UsageError } from './partners-command';
import { runUsersCommand, USERS_USAGE } from './users-command';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
})();
const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.length === 0) {
  console.log(USERS_USAGE);
  process.exit(argv.length === 0 ? 2 : 0);
}
const db = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: `${config.dataDir}/pglite` });
let exitCode = 0;
try {
  await migrateToLatest(db);
  await runUsersCommand(db, config, argv, (line) => console.log(line));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USERS_USAGE}`);
  exitCode = 2;
} finally {
  await db.destroy();
}
process.exit(exitCode);
