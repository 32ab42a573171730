// oidc-provider ships no type declarations; these cover only what this server uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
    jti?: string;
    kind?: string;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientLike {
    clientId: string;
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface GrantInstance {
    jti: string;
    accountId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
    returnTo: string;
  }

  export interface KoaContextWithOIDC {
    body: unknown;
    method: string;
    path: string;
    get(header: string): string;
    set(header: string, value: string): void;
    vary(header: string): void;
    /** Node's response, the one Fastify handed the provider (the page's CSP nonce is kept against it). */
    res: ServerResponse;
    type: string;
    status: number;
    host: string;
    href: string;
    oidc: {
      client?: ClientLike & { clientName?: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      params?: Record<string, unknown>;
      provider: Provider;
      route: string;
      entities: Record<string, unknown>;
    };
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface FoundAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    issuer: string;
    proxy: boolean;
    Grant: GrantConstructor;
    /** The client model; its prototype's compareClientSecret is the documented place to compare hashed secrets. */
    Client: { prototype: { compareClientSecret(this: { clientSecret?: string }, actual: string): boolean | Promise<boolean> } };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    /** Koa middleware around every provider route. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
  }

  export const errors: {
    OIDCProviderError: new (...args: unknown[]) => Error & { statusCode: number; error: string; error_description?: string };
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
    InvalidGrant: new (description?: string) => Error & { statusCode: number; error: string };
  };

  export default Provider;
}
