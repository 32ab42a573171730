export { isFeatureAllowed, hasMappingAccess, passesTileFlags } from './feature-access';
