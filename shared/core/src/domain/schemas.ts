// The platform's zod schemas (and the types inferred from them): the server validates with these, and the
// platform's forms take theirs from @farm/core/forms. @farm/core exports only their types.
export * from './envelope';
export * from './tile';
export * from './account';
export * from './user';
export * from './feature-toggle';
export * from './activation';
export * from './audit-log';
export * from './email-preferences';
export * from './content';
export * from './startup';
export * from './futures-markets';
export * from './view-as';
export * from './notifications';
export * from './market-data';
