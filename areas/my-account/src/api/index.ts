export * from './my-account';
export * from './samples';
