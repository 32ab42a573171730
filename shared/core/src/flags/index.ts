export { isFeatureAllowed, hasMappingAccess, passesTileFlags } from './feature-access';
export { featureSubjectOf, visibleTiles } from './visible-tiles';
