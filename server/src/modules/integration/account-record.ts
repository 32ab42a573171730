import { addAccountUserSchema } from '@farm/area-account-users/domain';
import { accountReferenceSchema } from '@farm/core/domain';
import { z } from 'zod';
import { newAccount } from '../../db';
import { inviteLeadUser } from '../account-users';
import { optionalText } from './integration-record';
import type { RecordKind } from './record-kind';
import { RecordProblem } from './record-problem';

/** A UK postcode, as prices are found by its area (the letters before the first digit). */
const postcodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, 'a UK postcode');

/** Where the merchant collects grain from: a farm's yard or store. Its name is its key within the business. */
const collectionAddressSchema = z.object({
  name: z.string().trim().min(1).max(60),
  lines: z.array(z.string().trim().min(1).max(80)).min(1).max(5),
  postcode: postcodeSchema,
});

/**
 * A business account from the merchant's customer records (issue 29), keyed by the account reference the farmer
 * sees (its `externalId`). Each version carries the whole account: its collection addresses are those sent, by
 * name. The lead user it names is invited once, through the invitation an admin would send; after that the lead
 * changes in MyFarm, not by the ERP.
 */
export const accountRecordSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    status: z.enum(['Active', 'On hold', 'Closed']).default('Active'),
    vatRegistrationNumber: optionalText(20),
    street: optionalText(80),
    locality: optionalText(80),
    postTown: optionalText(60),
    county: optionalText(60),
    postcode: postcodeSchema.optional(),
    contactEmail: z.email().max(254).optional(),
    contactPhone: optionalText(30),
    contactMobile: optionalText(30),
    /** Whether the business may sell grain online (crop marketing). */
    cropMarketing: z.boolean().default(true),
    collectionAddresses: z.array(collectionAddressSchema).max(50).default([]),
    leadUser: addAccountUserSchema.pick({ email: true, name: true, contactNumber: true }).optional(),
  })
  .refine((account) => new Set(account.collectionAddresses.map((address) => address.name.toLowerCase())).size === account.collectionAddresses.length, {
    message: 'each collection address needs a name of its own',
    path: ['collectionAddresses'],
  });
export type AccountRecord = z.infer<typeof accountRecordSchema>;

export const accountRecords: RecordKind<AccountRecord> = {
  kind: 'account',
  scope: 'accounts:write',
  // First: every other record belongs to a business account.
  rank: 10,
  // Its lead's invitation is e-mailed.
  ownTransaction: true,
  schema: accountRecordSchema,
  async apply(trx, reference, account, services) {
    const valid = accountReferenceSchema.safeParse(reference);
    if (!valid.success) throw new RecordProblem('INVALID_RECORD', `externalId: an account's externalId is its reference, 4 to 12 capital letters and digits.`);
    const row = {
      name: account.name,
      status: account.status,
      vat_registration_number: account.vatRegistrationNumber ?? null,
      street: account.street ?? null,
      locality: account.locality ?? null,
      post_town: account.postTown ?? null,
      county: account.county ?? null,
      postcode: account.postcode ?? null,
      contact_email: account.contactEmail ?? null,
      contact_phone: account.contactPhone ?? null,
      contact_mobile: account.contactMobile ?? null,
      has_mcm: account.cropMarketing,
    };
    await trx
      .insertInto('accounts')
      .values({ ...newAccount({ reference, name: account.name }), ...row })
      .onConflict((oc) => oc.column('reference').doUpdateSet(row))
      .execute();

    const stored = await trx.selectFrom('collection_addresses').select(['address_number', 'address_name']).where('account_reference', '=', reference).execute();
    const named = new Map(stored.map((address) => [address.address_name.toLowerCase(), address.address_number]));
    for (const address of account.collectionAddresses) {
      const values = { address_name: address.name, address_lines: address.lines, postcode: address.postcode };
      const number = named.get(address.name.toLowerCase());
      if (number === undefined)
        await trx
          .insertInto('collection_addresses')
          .values({ account_reference: reference, ...values })
          .execute();
      else await trx.updateTable('collection_addresses').set(values).where('address_number', '=', number).execute();
      named.delete(address.name.toLowerCase());
    }
    if (named.size)
      await trx
        .deleteFrom('collection_addresses')
        .where('address_number', 'in', [...named.values()])
        .execute();

    if (account.leadUser) {
      const lead = await inviteLeadUser(trx, services, { reference, business: account.name, lead: account.leadUser, now: new Date() });
      if (lead === 'staff')
        throw new RecordProblem(
          'RULE_BROKEN',
          `${account.leadUser.email} is a member of staff, who see every business already: name the farm's own lead user.`,
        );
    }
    return [reference];
  },
};
