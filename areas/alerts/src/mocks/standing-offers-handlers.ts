import { standingOfferMessages, type StandingOffer, type StandingOfferStatus } from '@farm/area-alerts';
import { standingOfferCreateSchema } from '@farm/area-alerts';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { demoCommodities, demoPrices } from '@farm/area-crop-marketing/mocks';
import { demoStandingOffers } from './standing-offer-fixtures';

/**
 * Standing offers over one list per account, as the server keeps them: a create checks the body with the
 * shared schema and the target against the row's current price; a cancel stops an open offer and answers 409
 * otherwise. `settle` changes an offer's status, as a fill or the expiry does on the server.
 */
export function standingOfferHandlers(start: () => StandingOffer[] = demoStandingOffers) {
  const lists = new Map<string, StandingOffer[]>();
  const listOf = (reference: string) => {
    if (!lists.has(reference)) lists.set(reference, start());
    return lists.get(reference)!;
  };
  return {
    handlers: [
      http.get('/api/accounts/:reference/standing-offers', ({ params }) => ok({ offers: listOf(String(params.reference)) })),
      http.post('/api/accounts/:reference/standing-offers', async ({ params, request }) => {
        const parsed = standingOfferCreateSchema.safeParse(await request.json());
        if (!parsed.success) return failure(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid request.');
        const body = parsed.data;
        const commodity = demoCommodities.find((c) => c.id === body.commodityId);
        const row =
          commodity &&
          demoPrices(commodity, { priceType: body.priceType, farmAddressId: body.farmAddressId }).rows.find((r) => r.sellReference === body.sellReference);
        if (!commodity || !row || row.priceCurrentYear === null) return failure(400, 'VALIDATION_ERROR', 'This price row is no longer offered.');
        if (body.targetPrice <= row.priceCurrentYear) return failure(400, 'VALIDATION_ERROR', standingOfferMessages.targetAbovePrice);
        const offer: StandingOffer = {
          id: crypto.randomUUID(),
          commodityId: commodity.id,
          commodity: commodity.name,
          contractPeriod: row.contractPeriod,
          sellReference: row.sellReference,
          farmAddressId: body.farmAddressId,
          priceType: body.priceType,
          quantity: body.loads * 29,
          varietyList: body.varietyList,
          targetPrice: body.targetPrice,
          expiresOn: body.expiresOn,
          status: 'Open',
          contractReference: null,
          createdAt: new Date().toISOString(),
          filledAt: null,
        };
        listOf(String(params.reference)).unshift(offer);
        return ok({ offer }, 201);
      }),
      http.post('/api/accounts/:reference/standing-offers/:offerId/cancel', ({ params }) => {
        const list = listOf(String(params.reference));
        const index = list.findIndex((offer) => offer.id === params.offerId);
        if (index < 0) return failure(404, 'NOT_FOUND', standingOfferMessages.offerNotFound);
        if (list[index]!.status !== 'Open') return failure(409, 'CONFLICT', standingOfferMessages.notOpen);
        list[index] = { ...list[index]!, status: 'Cancelled' };
        return ok({ offer: list[index] });
      }),
    ],
    settle(reference: string, offerId: string, status: StandingOfferStatus, contractReference: string | null = null) {
      const list = listOf(reference);
      const index = list.findIndex((offer) => offer.id === offerId);
      if (index >= 0) list[index] = { ...list[index]!, status, contractReference, filledAt: status === 'Filled' ? new Date().toISOString() : null };
    },
  };
}
