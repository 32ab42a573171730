// The agronomy calculators (spec 1 §10): the rules and shapes the server checks and the widget's forms use, one zod schema per rule.
export * from './calculator-fields';
export * from './calculator-inputs';
export * from './calculators';
