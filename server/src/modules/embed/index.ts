export { embedRoutes } from './embed-routes';
export { CATALOGUE_PLACEHOLDERS, catalogueCsp, renderCatalogue } from './render-catalogue';
