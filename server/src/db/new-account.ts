import type { NewAccount } from './database';

/**
 * A business account with only what is known when it is first created: its reference, its name and whatever
 * else is given. The rest (address, contacts, assurance) stays empty until the account's own systems fill it.
 */
export function newAccount(known: Pick<NewAccount, 'reference' | 'name'> & Partial<NewAccount>): NewAccount {
  return {
    status: 'Active',
    vat_registration_number: null,
    street: null,
    locality: null,
    post_town: null,
    county: null,
    postcode: null,
    contact_email: null,
    contact_phone: null,
    contact_mobile: null,
    contact_sms: null,
    assurance_status: null,
    assurance_reference: null,
    assurance_last_modified: null,
    sustainability_status: null,
    lead_user_id: null,
    ...known,
  };
}
