export { cachedRead } from './cached-read';
export { watchDataChanges, type DataChanges } from './data-changes';
export { readPerGeneration } from './read-per-generation';
