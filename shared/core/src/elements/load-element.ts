/**
 * The custom elements one widget shows inside another, each with the import-map module whose `define()`
 * registers it: the dashboard's weather card is <farm-weather>, from @farm/weather, its price panels
 * <farm-price-panels>, from @farm/prices, and crop marketing's price alert dialog <farm-price-alert-dialog>, from
 * @farm/alerts, and My Account's Movements tab <farm-movements>, from @farm/movements.
 */
const elementModules = {
  'farm-weather': '@farm/weather',
  'farm-price-panels': '@farm/prices',
  'farm-price-alert-dialog': '@farm/alerts',
  'farm-movements': '@farm/movements',
} as const;

type SharedElement = keyof typeof elementModules;

const loads = new Map<SharedElement, Promise<void>>();

/**
 * Loads the widget behind `tag` and defines the element, once per page, when something first shows it, so a
 * page without it never downloads that widget. The browser upgrades elements already rendered as it is defined.
 * A page whose import map does not name the module (a portal deployed without that widget, a widget test)
 * leaves the element empty, as an undefined element is.
 */
export function loadElement(tag: SharedElement): Promise<void> {
  // A string, not a literal: the module comes through the page's import map, never into a bundle.
  const specifier: string = elementModules[tag];
  if (customElements.get(tag) || !namedByImportMap(specifier)) return Promise.resolve();
  let load = loads.get(tag);
  if (!load) {
    load = import(specifier).then((module: { define(): void }) => module.define());
    loads.set(tag, load);
  }
  return load;
}

function namedByImportMap(specifier: string): boolean {
  try {
    import.meta.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}
