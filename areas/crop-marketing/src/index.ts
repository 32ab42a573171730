// @farm/area-crop-marketing. Crop marketing and selling (spec 2): prices, commodities, preferences, quotes and
// contracts; its domain and its client calls, bundled by the widgets that use them. The live market's shapes and
// stream are the platform's (@farm/core), since every page shares the one stream.
export * from './domain';
export * from './api';
