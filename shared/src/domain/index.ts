export * from './envelope';
export * from './tile';
export * from './account';
export * from './user';
export * from './tile-access';
export * from './feature-toggle';
