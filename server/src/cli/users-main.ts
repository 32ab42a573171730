// `npm run users -- …`: the users a real deployment needs before anyone can sign in (the first lead user of a
// business).
import { runCli } from './run-cli';
import { runUsersCommand, USERS_USAGE } from './users-command';

await runCli(USERS_USAGE, runUsersCommand);
