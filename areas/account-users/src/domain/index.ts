// Account users and invitations (spec 1 §5): the rules and shapes the server checks and the widget's forms use, one zod schema per rule.
export * from './account-invitations-constants';
export * from './account-invitations';
export * from './account-users-constants';
export * from './account-users';
