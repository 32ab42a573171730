// The bank partner (spec 1 §6, spec 2 "Finance partner page"): the texts its link and page show, and the profile check's shape, which the server answers with.
export * from './bank-partner-constants';
export * from './bank-partner';
