import { HttpResponse } from 'msw';

/**
 * Answers in the API's envelope (spec 1 §7), for the mock API of widget tests, node tests and dev pages.
 * The envelope repeats the HTTP status (201 for something created), as the server does.
 */
export function ok(data: unknown, httpStatus = 200) {
  return HttpResponse.json({ status: httpStatus, data }, { status: httpStatus });
}

/** An error envelope with the HTTP status repeated in `status`. */
export function failure(status: number, errorCode: string, errorMessage: string) {
  return HttpResponse.json({ status, errorCode, errorMessage }, { status });
}
