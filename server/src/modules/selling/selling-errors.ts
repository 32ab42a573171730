import { cropMarketingMessages } from '@farm/area-crop-marketing/domain';
import { ApiError } from '../../http';
import { marketClosedMessage } from './market-closed-message';

const { saleRule } = cropMarketingMessages;

/** The refusals of the selling routes: spec 2's texts where it has one, the sale rule in every 400. */
export const sellingErrors = {
  noCropMarketing: () => new ApiError(403, 'CROP_MARKETING_FORBIDDEN', cropMarketingMessages.noCropMarketing),
  marketClosed: (opensAt: string | null) => new ApiError(409, 'MARKET_CLOSED', marketClosedMessage(opensAt)),
  sellingPaused: () => new ApiError(409, 'SELLING_PAUSED', cropMarketingMessages.sellingPaused),
  noPricing: () => new ApiError(404, 'PRICE_NOT_FOUND', cropMarketingMessages.noPricing),
  notVarietiesOf: (numbers: number[], commodityName: string) =>
    new ApiError(
      400,
      'VALIDATION_ERROR',
      `${numbers.join(', ')} ${numbers.length === 1 ? 'is not a variety' : 'are not varieties'} of ${commodityName}. ${saleRule}`,
    ),
  /** Another user's or account's quote gets the same answer as one that never existed. */
  quoteNotFound: () => new ApiError(404, 'QUOTE_NOT_FOUND', 'This price quote was not found. Please refresh the price.'),
  differsFromQuote: (fields: string[]) => new ApiError(400, 'VALIDATION_ERROR', `The sale does not match your quote: ${fields.join(', ')}. ${saleRule}`),
  priceMismatch: () => new ApiError(422, 'PRICE_MISMATCH', cropMarketingMessages.priceMismatch),
  quoteExpired: (salePrice: number) => new ApiError(409, 'QUOTE_EXPIRED', cropMarketingMessages.quoteExpired, { salePrice }),
  quoteUsed: () => new ApiError(409, 'QUOTE_USED', 'This price quote has already been used for a sale.'),
  idempotencyKeyReused: () => new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', cropMarketingMessages.idempotencyReused),
};
