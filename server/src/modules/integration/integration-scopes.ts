/**
 * What an integration client may write, one scope per kind of data (issue 29). A client is registered with some of
 * them (`npm run integrations -- add`), asks for them at the token endpoint, and each record it sends needs its own.
 */
export const INTEGRATION_SCOPES = ['accounts:write', 'contracts:write', 'movements:write', 'samples:write', 'documents:write', 'prices:write'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

export const isIntegrationScope = (value: string): value is IntegrationScope => (INTEGRATION_SCOPES as readonly string[]).includes(value);
