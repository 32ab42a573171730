export { isFeatureAllowed, passesTileFlags } from './feature-access';
export { featureSubjectOf, visibleTiles } from './visible-tiles';
export { isTileOpen } from './tile-open';
