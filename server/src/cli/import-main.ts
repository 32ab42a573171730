// `npm run import -- FILE --client ID`: a first load of the merchant's records from an ERP export (NDJSON or CSV).
import { IMPORT_USAGE, runImportCommand } from './import-command';
import { runCli } from './run-cli';
import { createMailer } from '../mail';

await runCli(IMPORT_USAGE, (db, config, argv, print) => runImportCommand(db, { config, mailer: createMailer(config.mail) }, argv, print));
