import { envelopeSchema, errorEnvelopeSchema, featureToggleListSchema } from '@farm/core/domain';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { audienceFor } from './audience-for';
import { subjectOf } from './subject-of';
import { listToggles } from './toggle-queries';

/** GET /api/myuser/features: the feature toggles, as the signed-in user may see them (spec 1 §5, §7). */
export function getMyFeatures(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/myuser/features',
    {
      schema: {
        tags: ['features'],
        summary: 'The feature toggles for the signed-in user',
        description: 'Audience lists only ever name the signed-in user and their own groups.',
        response: { 200: envelopeSchema(featureToggleListSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const subject = subjectOf(request.auth.user);
      const toggles = await listToggles(db);
      return ok({ toggles: toggles.map((toggle) => audienceFor(toggle, subject)) });
    },
  );
}
