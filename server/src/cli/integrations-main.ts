// `npm run integrations -- …`: manages the merchant's systems that feed the portal through the integration API.
import { INTEGRATIONS_USAGE, runIntegrationsCommand } from './integrations-command';
import { runCli } from './run-cli';

await runCli(INTEGRATIONS_USAGE, runIntegrationsCommand);
