// `npm run demo:feed`: the demo weighbridge and lab, weighing and sampling a load of the demo's every few minutes
// through the running portal's integration API.
import { parseArgs } from 'node:util';
import { demoFeed } from '../modules/integration';

const USAGE = `Usage:
  npm run demo:feed -- [--url http://localhost:8080] [--every 180] [--once]
Every --every seconds (180 by default), weighs and samples the load it planned the time before, and plans the next,
for Harrison Farms (HARR0001), through the portal at --url (PUBLIC_URL by default) as the demo's integration client.
The portal must have been started with DEMO_DATA on.`;

const { values } = parseArgs({
  options: { url: { type: 'string' }, every: { type: 'string', default: '180' }, once: { type: 'boolean' }, help: { type: 'boolean' } },
});
const every = Number(values.every);
if (values.help || !Number.isFinite(every) || every < 5) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
const url = values.url ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const feed = demoFeed({ url });

async function step() {
  try {
    for (const result of await feed.step())
      console.log(`${new Date().toISOString()} ${result.kind} ${result.externalId}: ${result.result}${result.reason ? ` (${result.reason})` : ''}`);
  } catch (error) {
    console.error(`${new Date().toISOString()} ${error instanceof Error ? error.message : String(error)}`);
    if (values.once) process.exit(1);
  }
}

await step();
if (!values.once) setInterval(() => void step(), every * 1000);
