// @farm/core: the portal's React-free core, one import-map module shared by the root config and every widget.
export * from './bus';
export * from './api';
export * from './audit';
export * from './format';
export * from '@farm/auth';
export * from './storage';
// The domain's values that need no zod, and only the types of its schemas: loading the core evaluates no schema.
export * from './domain/zod-free';
export type * from './domain/schemas';
export * from './flags';
export * from './routes';
export * from './elements';
export * from './query';
export * from './market';
