export { viewAsRoutes } from './view-as-routes';
export { findOpenViewAs } from './view-as-sessions';
