// Crop marketing and selling (spec 2): the rules and shapes the server checks and the widget's forms use, one zod schema per rule.
export * from './contract-period-text';
export * from './crop-marketing-constants';
export * from './crop-marketing';
export * from './embed-price-row';
export * from './futures-markets-constants';
export * from './futures-markets';
export * from './price-desk';
export * from './trading-hours';
