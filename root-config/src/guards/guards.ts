import { account$, flags$, session$, matchRoute } from '@farm/core';
import { addressGuard } from './address-guard';
import { adminGuard } from './admin-guard';
import { cropMarketingGuard } from './crop-marketing-guard';
import { downtimeGuard } from './downtime-guard';
import { grainSamplingGuard } from './grain-sampling-guard';
import type { Guard, GuardContext, GuardOutcome } from './guard';
import { onboardingGuard } from './onboarding-guard';
import { tileGuard } from './tile-guard';

/** In order: the first guard with an outcome decides. Later issues add theirs here. */
const guards: Guard[] = [onboardingGuard, adminGuard, tileGuard, cropMarketingGuard, grainSamplingGuard, downtimeGuard, addressGuard];

function guardContext(pathname: string): GuardContext | undefined {
  const session = session$.value;
  if (!session) return undefined;
  return { pathname, route: matchRoute(pathname), session, account: account$.value, flags: flags$.value };
}

export function evaluateGuards(pathname: string, list: readonly Guard[] = guards): GuardOutcome | undefined {
  const context = guardContext(pathname);
  if (!context) return undefined;
  for (const guard of list) {
    const outcome = guard(context);
    if (outcome) return outcome;
  }
  return undefined;
}
