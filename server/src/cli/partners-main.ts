// `npm run partners -- …`: manages partner websites in the database the server uses (DATABASE_URL, or
// PGlite in DATA_DIR, which only one process may open at a time: stop the server first).
import { ConfigError, loadConfig } from '../config';
import { createDatabase, migrateToLatest } from '../db';
import { PARTNERS_USAGE, runPartnersCommand, UsageError } from './partners-command';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
})();
const db = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: `${config.dataDir}/pglite` });
let exitCode = 0;
try {
  await migrateToLatest(db);
  await runPartnersCommand(db, process.argv.slice(2), (line) => console.log(line));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${PARTNERS_USAGE}`);
  exitCode = 2;
} finally {
  await db.destroy();
}
process.exit(exitCode);
