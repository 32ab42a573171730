// Editorial content: market reports, legal pages, menus, release notes, downtime and videos (spec 1 §6–§8): the rules and shapes the server checks and the widget's forms use, one zod schema per rule.
export * from './market-report-constants';
export * from './market-report';
export * from './content-pages';
export * from './content-constants';
export * from './release-notes-and-downtime';
