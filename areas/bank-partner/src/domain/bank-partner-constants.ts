/** The bank partner (spec 1 §1, §6; spec 2 "Finance partner page"). */
export const BANK_PARTNER_NAME = 'Oxbury';
export const BANK_PARTNER_URL = 'https://www.oxbury.com/';
/** The dialog kind the shell shows when a business that does not bank with the partner opens its link. */
export const BANK_PARTNER_PROMPT = 'oxbury-prompt';
