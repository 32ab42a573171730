/** The path of a business account's calls: /accounts/{reference}. */
export const accountPath = (reference: string) => `/accounts/${encodeURIComponent(reference)}`;
