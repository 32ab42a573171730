// My Account's lists, movements, samples and parcels (spec 3): the rules and shapes the server checks and the widget's forms use, one zod schema per rule.
export * from './claim-scale';
export * from './my-account-constants';
export * from './my-account';
export * from './preview-claims';
export * from './quality-specification';
export * from './samples';
