// @farm/shared: loaded once through the import map and used by every widget.
export * from './bus';
export * from './api';
export * from './auth';
export * from './ui';
export * from './format';
export * from './config';
export * from './storage';
export * from './widget';
export * from './domain';
export * from './flags';
