export type { RowPrice, RowPriceQuestion, SalePricing } from './sale-pricing';
