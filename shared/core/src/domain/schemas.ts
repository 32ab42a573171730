// The domain's zod schemas (and the types inferred from them): the server validates with these, and the portal's
// forms take theirs from @farm/core/forms. @farm/core exports only their types.
export * from './envelope';
export * from './tile';
export * from './account';
export * from './user';
export * from './feature-toggle';
export * from './activation';
export * from './audit-log';
export * from './weather';
export * from './email-preferences';
export * from './content';
export * from './calculators';
export * from './calculator-inputs';
export * from './startup';
export * from './futures-markets';
export * from './crop-marketing';
export * from './market-report';
export * from './price-alerts';
export * from './alert-destinations';
export * from './account-users';
export * from './account-invitations';
export * from './my-account';
export * from './samples';
export * from './view-as';
