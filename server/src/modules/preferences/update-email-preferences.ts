import { emailPreferencesBodySchema, envelopeSchema } from '@farm/core/domain';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { findEmailPreferences, saveEmailPreferences } from './preference-queries';

/** PUT /api/myuser/email-preferences: replaces the signed-in user's choices; every topic must be given. */
export function updateEmailPreferences(app: ApiApp, { db }: ApiDeps): void {
  app.put(
    '/myuser/email-preferences',
    {
      schema: {
        operationId: 'updateEmailPreferences',
        tags: ['users'],
        summary: "Save the signed-in user's e-mail preferences",
        body: emailPreferencesBodySchema,
        response: {
          200: envelopeSchema(emailPreferencesBodySchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const userId = request.auth.user.id;
      await saveEmailPreferences(db, userId, request.body.preferences);
      return ok({ preferences: await findEmailPreferences(db, userId) });
    },
  );
}
