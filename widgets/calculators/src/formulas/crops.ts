/** Spec 2 §9: seed defaults. Germination is a fraction (0.95 means 95% of seeds germinate). */
export const DEFAULT_GERMINATION = 0.95;

export interface SeedCrop {
  /** The value a host page passes in the `crop` attribute (kebab-case of the name). */
  id: string;
  name: string;
  /** Thousand-grain weight in grams. */
  tgw: number;
}

/** Spec 2 §9: thousand-grain weights per crop ("Winter Wheat/Barley 52" is one weight for both crops). */
export const SEED_CROPS: readonly SeedCrop[] = [
  { id: 'winter-wheat', name: 'Winter Wheat', tgw: 52 },
  { id: 'winter-barley', name: 'Winter Barley', tgw: 52 },
  { id: 'spring-wheat', name: 'Spring Wheat', tgw: 48 },
  { id: 'spring-barley', name: 'Spring Barley', tgw: 48 },
  { id: 'oilseed-rape', name: 'Oilseed Rape', tgw: 6 },
  { id: 'winter-beans', name: 'Winter Beans', tgw: 650 },
  { id: 'spring-beans', name: 'Spring Beans', tgw: 600 },
  { id: 'spring-peas', name: 'Spring Peas', tgw: 295 },
  { id: 'spring-oats', name: 'Spring Oats', tgw: 42 },
];

/** A crop by id or by name, case and spacing ignored ('Winter Wheat', 'winter-wheat', 'winter wheat'). */
export function findCrop(value: string | undefined): SeedCrop | undefined {
  if (!value) return undefined;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return SEED_CROPS.find((crop) => crop.id === key);
}
