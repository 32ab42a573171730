import type { FastifyRequest } from 'fastify';

/**
 * Who may call an API route. Declared on the route (`config: { access }`) and checked in onRequest, right after
 * the bearer token and before the body is read or anything is validated: a caller who may not use a route
 * learns nothing about what it expects.
 */
export interface AccessRule {
  /** How the OpenAPI document names the rule (`x-access`). */
  readonly name: string;
  /** Throws an ApiError (401, 403) to refuse; `request.auth` is set, `request.params` are not validated yet. */
  check(request: FastifyRequest): void | Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every API route without one is open to any signed-in user. */
    access?: AccessRule;
    /**
     * Open to a user whose activation or terms acceptance is still pending: only the routes that complete them,
     * and the user's own profile, are (issue 27 §3). Every other route refuses them with 403.
     */
    openDuringOnboarding?: true;
  }
}
