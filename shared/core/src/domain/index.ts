// The whole domain, as the server imports it (@farm/core/domain): the zod schemas and everything without zod.
export * from './zod-free';
// Without zod too, but for the server alone: the flag names it seeds and the onboarding codes it answers with.
export * from './feature-flag-names';
export * from './onboarding-constants';
export * from './schemas';
