import type { Migration } from 'kysely';
import * as initial from './0001-initial';

/** Migrations live in code (not files read at run time) so the same list runs under tsx, a bundle, or tests. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};
