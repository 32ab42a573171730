export { embedRoutes } from './embed-routes';
