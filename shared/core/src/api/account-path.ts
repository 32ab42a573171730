/** The path of a business account's calls: /accounts/{reference}. */
export const accountPath = (accountReference: string) => `/accounts/${encodeURIComponent(accountReference)}`;
