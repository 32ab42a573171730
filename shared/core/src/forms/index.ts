// @farm/core/forms: the zod schemas of the platform's own forms (activation, e-mail preferences, the staff's
// account search), the very ones the server validates the same requests
// with. Its own import-map module, so the core evaluates no schema: a form loads it when it first needs it
// (useZodForm in @farm/ui). The business areas' schemas are bundled by their widgets (areas/<area>).
export { activationSchema } from '../domain/activation';
export { emailPreferencesSchema } from '../domain/email-preferences';
export { staffAccountSearchSchema } from '../domain/view-as';
