// @farm/core: the portal's React-free core, one import-map module shared by the root config and every widget.
export * from './bus';
export * from './api';
export * from './audit';
export * from './format';
export * from '@farm/auth';
export * from './storage';
export * from './domain';
export * from './flags';
export * from './routes';
export * from './query';
