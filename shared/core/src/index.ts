// @farm/core: the portal's React-free core, one import-map module shared by the root config and every widget.
export * from './bus';
export * from './api';
export * from './audit';
export * from './auth';
export * from './format';
export * from './config';
export * from './storage';
export * from './domain';
export * from './flags';
export * from './routes';
export * from './query';
