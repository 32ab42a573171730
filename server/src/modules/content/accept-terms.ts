import { envelopeSchema, userSchema } from '@farm/core/domain';
import { acceptTermsBodySchema } from '@farm/area-content/domain';
import { z } from 'zod';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { toUser } from '../users';
import { acceptTerms } from './content-queries';
import { writeErrors } from './route-schemas';

/** PUT /api/myuser/terms (spec 1 §7): body data (accept terms, version 1); clears the terms-pending flag. */
export function acceptTermsRoute(app: ApiApp, { db }: ApiDeps): void {
  app.put(
    '/myuser/terms',
    {
      // Open while activation or terms are pending (issue 27 §3).
      config: { openDuringOnboarding: true },
      schema: {
        operationId: 'acceptTerms',
        tags: ['users'],
        summary: 'Accept the terms and conditions',
        body: acceptTermsBodySchema,
        response: { 200: envelopeSchema(z.object({ user: userSchema })), ...writeErrors },
      },
    },
    async (request) => {
      const updated = await acceptTerms(db, request.auth.user.id, request.body.data.version);
      return ok({ user: toUser(updated) });
    },
  );
}
