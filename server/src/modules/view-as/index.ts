export { viewAsRoutes } from './view-as-routes';
