// `npm run import -- FILE --client ID`: a first load of the merchant's records from an ERP export (NDJSON or CSV).
import { IMPORT_USAGE, runImportCommand } from './import-command';
import { runCli } from './run-cli';

await runCli(IMPORT_USAGE, (db, _config, argv, print) => runImportCommand(db, argv, print));
