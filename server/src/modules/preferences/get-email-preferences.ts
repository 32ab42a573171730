import { emailPreferencesBodySchema, envelopeSchema, errorEnvelopeSchema } from '@farm/core/domain';
import { ok, type ApiApp, type ApiDeps } from '../../http';
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
        response: { 200: envelopeSchema(emailPreferencesBodySchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => ok({ preferences: await findEmailPreferences(db, request.auth.user.id) }),
  );
}
