import { envelopeSchema } from '@farm/core/domain';
import { limusProductListSchema, wheatNitrogenGuidelineSchema } from '@farm/area-calculators/domain';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { replaceLimusProducts, saveWheatNitrogenGuideline } from './calculator-queries';
import { writeErrors } from './route-schemas';
import { staffOnly } from '../../access';
import { editor } from './editor';

/** Staff change the calculators' data; the public reads pick it up within their cache time. */
export function writeCalculatorData(app: ApiApp, { db }: ApiDeps): void {
  app.put(
    '/content/calculators/limus-products',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'replaceLimusProducts',
        tags: ['calculators'],
        summary: 'Replace the Limus products (staff only)',
        body: limusProductListSchema,
        response: { 200: envelopeSchema(limusProductListSchema), ...writeErrors },
      },
    },
    async (request) => ok({ products: await replaceLimusProducts(db, request.body.products, editor(request)) }),
  );
  app.put(
    '/content/calculators/wheat-nitrogen-guideline',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'replaceWheatNitrogenGuideline',
        tags: ['calculators'],
        summary: 'Set the wheat nitrogen guideline figure (staff only)',
        body: wheatNitrogenGuidelineSchema,
        response: { 200: envelopeSchema(wheatNitrogenGuidelineSchema), ...writeErrors },
      },
    },
    async (request) => ok(await saveWheatNitrogenGuideline(db, request.body, editor(request))),
  );
}
