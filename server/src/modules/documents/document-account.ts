import type { AccountsTable } from '../../db';
import type { DocumentAccount } from './business-document-pdf';

/** The columns of an account its documents print. */
export const documentAccountColumns = ['name', 'reference', 'street', 'locality', 'post_town', 'county', 'postcode', 'vat_registration_number'] as const;

type AccountRow = Pick<AccountsTable, (typeof documentAccountColumns)[number]>;

/** An account's row as its documents name it: its registered address a line each, blanks left out. */
export const documentAccount = (row: AccountRow): DocumentAccount => ({
  name: row.name,
  reference: row.reference,
  addressLines: [row.street, row.locality, row.post_town, row.county, row.postcode].filter((line): line is string => Boolean(line?.trim())),
  vatRegistrationNumber: row.vat_registration_number,
});
