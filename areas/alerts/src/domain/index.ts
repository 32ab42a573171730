// Price alerts, alert destinations and standing offers (spec 2 §8–§9): the rules and shapes the server checks and the widget's forms use, one zod schema per rule.
export * from './alert-destinations-constants';
export * from './alert-destinations';
export * from './load-notifications';
export * from './price-alerts-constants';
export * from './price-alerts';
