// @farm/area-content. Editorial content: market reports, legal pages, menus, release notes and videos (spec 1 §6–§8): its domain and its client operations, bundled by the widgets that use them.
export * from './domain';
export * from './api';
