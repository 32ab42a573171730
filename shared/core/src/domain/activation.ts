import * as z from 'zod';
import { ACTIVATION_CODE_MIN_LENGTH, ACTIVATION_CODE_REQUIRED, ACTIVATION_CODE_TOO_SHORT } from './activation-messages';

/** Spec 1 §5: the activation code rules, shared by the form and the server. Spaces around it are ignored. */
const activationKeySchema = z
  .string({ error: ACTIVATION_CODE_REQUIRED })
  .trim()
  .min(1, ACTIVATION_CODE_REQUIRED)
  .min(ACTIVATION_CODE_MIN_LENGTH, ACTIVATION_CODE_TOO_SHORT)
  .max(64, 'Activation code must be at most 64 characters long.');

/** The activation form, and the `activation` of the request body: the same rules in the browser and the server. */
export const activationSchema = z.object({ key: activationKeySchema });

/** POST /myuser/activations (spec 1 §7): `data.activation.key`. */
export const activationBodySchema = z.object({ data: z.object({ activation: activationSchema }) });
export type ActivationBody = z.infer<typeof activationBodySchema>;
