// @farm/area-account-users. Account users and invitations (spec 1 §5): its domain and its client operations, bundled by the widgets that use them.
export * from './domain';
export * from './api';
