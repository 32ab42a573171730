import { redirect, type Guard } from './guard';

/** Spec 1 §2: crop marketing needs the account's address (unless a downtime applies, which blanks it). */
export const addressGuard: Guard = ({ route, account }) =>
  route?.tile === 'mycropmarketing' && account && !account.address ? redirect('/') : undefined;
