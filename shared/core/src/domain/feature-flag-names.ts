// Feature flag names, apart from the toggle schemas in feature-toggle.ts so the portal's core can use them
// without loading zod.

/** The flag names seen across the product (spec 1 §6), seeded into the toggle store. */
export const featureFlagNames = [
  'movements-csv-export',
  'purchases-csv-export',
  'purchases-products',
  'grain-sales-csv-export',
  'haulierselfbills-csv-export',
  'myaccount-purchases-2025',
  'myaccount-grainsales-2025',
  'hide-alltransactions',
  'movements',
  'myaccount-haulierselfbills',
  'grain-sampling-2025',
  'global-us-cme-price-data',
] as const;

/** The user-mapping access flags: each restricts mapping to an allow-list of e-mails. */
export const MAPPING_ACCESS_FLAGS = { internal: 'mapping-access-internal', external: 'mapping-access-external' } as const;
