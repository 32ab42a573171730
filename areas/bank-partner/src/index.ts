// @farm/area-bank-partner. The bank partner (spec 1 §1, §6; spec 2 "Finance partner page"): its domain and its client operation, bundled by the widgets that use them.
export * from './domain';
export * from './api';
