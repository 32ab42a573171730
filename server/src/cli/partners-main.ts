// `npm run partners -- …`: manages the partner websites that embed MyFarm's widgets.
import { PARTNERS_USAGE, runPartnersCommand } from './partners-command';
import { runCli } from './run-cli';

await runCli(PARTNERS_USAGE, (db, _config, argv, print) => runPartnersCommand(db, argv, print));
