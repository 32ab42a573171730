import { parseArgs } from 'node:util';
import type { Db } from '../db';
import { createPartner, PARTNER_WIDGETS } from '../modules/partners';

export const PARTNERS_USAGE = `Usage:
  npm run partners -- list
  npm run partners -- add --name "Agri News" --origin https://www.agrinews.example [--origin ...] [--widget farm-weather|farm-prices|farm-market-chart]
  npm run partners -- disable <id>
  npm run partners -- enable <id>`;

/** A mistake in the command line: printed with the usage, exit code 2, nothing written. */
export class UsageError extends Error {}

const isOrigin = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;

async function add(db: Db, args: string[], print: (line: string) => void) {
  const { values } = parseArgs({
    args,
    options: { name: { type: 'string' }, origin: { type: 'string', multiple: true }, widget: { type: 'string', multiple: true } },
  });
  const name = values.name?.trim() ?? '';
  if (!name || name.length > 100) throw new UsageError('--name is required (at most 100 characters).');
  const origins = values.origin ?? [];
  if (origins.length === 0) throw new UsageError('At least one --origin is required: the partner website, e.g. https://www.agrinews.example');
  const badOrigins = origins.filter((origin) => !isOrigin(origin));
  if (badOrigins.length) throw new UsageError(`Not an origin (scheme://host[:port], no path): ${badOrigins.join(', ')}`);
  const widgets = values.widget ?? [...PARTNER_WIDGETS];
  const badWidgets = widgets.filter((widget) => !(PARTNER_WIDGETS as readonly string[]).includes(widget));
  if (badWidgets.length) throw new UsageError(`Unknown widget ${badWidgets.join(', ')}; partners may show: ${PARTNER_WIDGETS.join(', ')}`);

  const { id, key } = await createPartner(db, { name, allowedOrigins: [...new Set(origins)], allowedWidgets: [...new Set(widgets)] });
  print(`Partner added: ${name} (${id})`);
  print(`Origins: ${origins.join(', ')}`);
  print(`Widgets: ${widgets.join(', ')}`);
  print(`Key, shown this once (give it to the partner; only its hash is stored): ${key}`);
}

async function list(db: Db, print: (line: string) => void) {
  const partners = await db.selectFrom('partners').selectAll().orderBy('created_at').execute();
  if (partners.length === 0) return print('No partners.');
  for (const partner of partners) {
    const status = partner.disabled_at ? 'disabled' : 'active';
    print(`${partner.id}  ${partner.name}  [${status}]  origins: ${partner.allowed_origins.join(', ')}  widgets: ${partner.allowed_widgets.join(', ')}`);
  }
}

async function setDisabled(db: Db, id: string | undefined, disabled: boolean, print: (line: string) => void) {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) throw new UsageError('Give the partner id that "list" shows.');
  const result = await db
    .updateTable('partners')
    .set({ disabled_at: disabled ? new Date() : null })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new UsageError(`No partner has the id ${id}.`);
  print(disabled ? `Partner ${id} disabled: its key stops working at once.` : `Partner ${id} enabled.`);
}

/** Partners are added, listed, disabled and enabled by staff from the command line (there is no screen yet). */
export async function runPartnersCommand(db: Db, argv: string[], print: (line: string) => void): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'list':
      return list(db, print);
    case 'add':
      return add(db, rest, print);
    case 'disable':
    case 'enable':
      return setDisabled(db, rest[0], command === 'disable', print);
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Say what to do.');
  }
}
