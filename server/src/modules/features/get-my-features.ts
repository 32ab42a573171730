import { envelopeSchema, featureToggleListSchema, type FeatureToggle } from '@farm/core/domain';
import type { Db, UserIdentity } from '../../db';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { audienceFor } from './audience-for';
import { subjectOf } from './subject-of';
import { listToggles } from './toggle-queries';

/** The feature toggles as `user` may see them: audience lists name only the user and their own groups. */
export async function togglesFor(db: Db, user: UserIdentity): Promise<FeatureToggle[]> {
  const subject = subjectOf(user);
  return (await listToggles(db)).map((toggle) => audienceFor(toggle, subject));
}

/** GET /api/myuser/features: the feature toggles, as the signed-in user may see them (spec 1 §5, §7). */
export function getMyFeatures(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/myuser/features',
    {
      // Open while activation or terms are pending (issue 27 §3).
      config: { openDuringOnboarding: true },
      schema: {
        operationId: 'getMyFeatures',
        tags: ['features'],
        summary: 'The feature toggles for the signed-in user',
        description: 'Audience lists only ever name the signed-in user and their own groups.',
        response: { 200: envelopeSchema(featureToggleListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok({ toggles: await togglesFor(db, request.auth.user) }),
  );
}
