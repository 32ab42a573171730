import { emailPreferencesBodySchema, envelopeSchema } from '@farm/core/domain';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { findEmailPreferences } from './preference-queries';

/** GET /api/myuser/email-preferences: which e-mails the signed-in user receives (defaults until they save). */
export function getEmailPreferences(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/myuser/email-preferences',
    {
      schema: {
        operationId: 'getEmailPreferences',
        tags: ['users'],
        summary: "The signed-in user's e-mail preferences",
        response: { 200: envelopeSchema(emailPreferencesBodySchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok({ preferences: await findEmailPreferences(db, request.auth.user.id) }),
  );
}
