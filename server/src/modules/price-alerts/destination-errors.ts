import { alertDestinationMessages as messages, type NotificationType } from '@farm/area-alerts/domain';
import { ApiError } from '../../http';

export const destinationErrors = {
  codeIncorrect: () => new ApiError(400, 'DESTINATION_CODE_INCORRECT', messages.codeIncorrect),
  codeExpired: () => new ApiError(400, 'DESTINATION_CODE_EXPIRED', messages.codeExpired),
  tooManyAttempts: () => new ApiError(429, 'TOO_MANY_ATTEMPTS', messages.tooManyAttempts),
  resendTooSoon: (waitMs: number) => new ApiError(429, 'CODE_RESEND_TOO_SOON', messages.resendTooSoon(waitMs)),
  tooManyCodes: (kind: NotificationType, waitMs: number) => new ApiError(429, 'TOO_MANY_CODES', messages.tooManyCodes(kind, waitMs)),
  tooManyUserCodes: (waitMs: number) => new ApiError(429, 'TOO_MANY_CODES', messages.tooManyUserCodes(waitMs)),
  notSent: () => new ApiError(503, 'CODE_NOT_SENT', messages.notSent),
};
