export type { AccessRule } from './access-rule';
export { selfOnly, selfOrStaff, signedIn, staffOnly, STAFF_ONLY_MESSAGE } from './access-rules';
export { ACCOUNT_ADMIN_RULE, ACCOUNT_MEMBER_RULE, enforceAccessRules } from './enforce-access-rules';
export { onboardingReader } from './onboarding-gate';
