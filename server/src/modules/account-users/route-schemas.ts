import { accountReferenceSchema } from '@farm/core/domain';
import * as z from 'zod';
import { errorResponses } from '../../http';

export const tags = ['account users'];
export const accountParams = z.object({ id: accountReferenceSchema });
export const memberParams = accountParams.extend({ userId: z.uuid('Not a user of this business.') });
export const accountUserErrors = errorResponses(400, 401, 403, 404, 409);
