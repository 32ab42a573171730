export { createLifecycles } from './create-lifecycles';
export type { WidgetLifecycles } from './create-lifecycles';
export { defineElement } from './define-element';
export type { ElementOptions } from './define-element';
export { RouteError, ROUTE_ERROR_MESSAGE } from './route-error';
export { useEmbedOptions } from './embed-context';
export type { EmbedAttributeDoc, EmbedCatalogue, EmbedElementDoc, EmbedEventDoc } from './embed-catalogue';
