export * from './envelope';
export * from './tile';
export * from './account';
export * from './user';
