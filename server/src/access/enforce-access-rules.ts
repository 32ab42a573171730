import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AccessRule } from './access-rule';
import { signedIn } from './access-rules';
import { assertOnboarded, type Onboarding } from './onboarding-gate';

/** Paths with a business account reference; only the membership rules may guard them. */
const ACCOUNT_PATH = /\/accounts\/:id(\/|$)/;
export const ACCOUNT_MEMBER_RULE = 'account-member';
/** Membership as the lead or an admin of the business. */
export const ACCOUNT_ADMIN_RULE = 'account-admin';
const ACCOUNT_RULES: ReadonlySet<string> = new Set([ACCOUNT_MEMBER_RULE, ACCOUNT_ADMIN_RULE]);

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Runs each route's access rule in onRequest, after the scope's bearer token check (a scope hook runs before a
 * route's own) and before body parsing and validation; first of all, unless the route is open during onboarding,
 * the caller must have completed activation and accepted the terms (`onboardingOf`). Refuses at start a route
 * that checks access in a preValidation or preHandler hook (too late: the body has been validated by then) and an
 * account route without the membership rule, and names each route's rule in the OpenAPI document (`x-access`,
 * and `x-onboarding: open` for the routes a user still onboarding may call).
 */
export function enforceAccessRules(scope: FastifyInstance, onboardingOf: (request: FastifyRequest) => Promise<Onboarding>): void {
  scope.addHook('onRoute', (route) => {
    const where = `${String(route.method)} ${route.url}`;
    if (route.preValidation || route.preHandler) {
      throw new Error(`${where}: declare who may call it with config.access, not a preValidation or preHandler hook.`);
    }
    const rule: AccessRule = route.config?.access ?? signedIn;
    if (ACCOUNT_PATH.test(route.url) && !ACCOUNT_RULES.has(rule.name)) {
      throw new Error(`${where}: a route with an account :id must use an account membership rule.`);
    }
    const open = route.config?.openDuringOnboarding === true;
    const check: onRequestHookHandler = async (request) => {
      if (!open) await assertOnboarded(onboardingOf(request));
      await rule.check(request);
    };
    route.onRequest = [...asArray(route.onRequest), check];
    if (route.schema) route.schema = { ...route.schema, 'x-access': rule.name, ...(open ? { 'x-onboarding': 'open' } : {}) } as typeof route.schema;
  });
}
