// The farm weather forecast (spec 1 §9): the rules and shapes the server checks and the widget's forms use, one zod schema per rule.
export * from './weather-constants';
export * from './weather';
