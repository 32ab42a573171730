import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { ONBOARDING_ERROR_CODES } from '../domain/onboarding-constants';
import { errorMessageFor } from './error-message';

const support = { phone: '01234 567890', email: 'help@example.test' };

describe('errorMessageFor (spec 1 §8)', () => {
  it('gives the connectivity message for a network failure', () => {
    assert.equal(
      errorMessageFor(new ApiError(-1, NETWORK_ERROR_CODE), support),
      'Connectivity error, please try again later. If the problem persists, please contact support by email at help@example.test or by phone on 01234 567890.',
    );
  });
  it('gives the connectivity message for an unlisted status such as 500 or a 504 time-out', () => {
    assert.match(errorMessageFor(new ApiError(500), support), /^Connectivity error/);
    assert.match(errorMessageFor(new ApiError(504), support), /^Connectivity error/);
  });
  it('gives the account problem message for 404 and 0', () => {
    const expected = 'It looks like there is a problem with your MyFarm account. Please call 01234 567890 or email help@example.test to ask for help';
    assert.equal(errorMessageFor(new ApiError(404), support), expected);
    assert.equal(errorMessageFor(new ApiError(0), support), expected);
  });
  it('gives the account problem message for a 403 about missing configuration', () => {
    assert.match(errorMessageFor(new ApiError(403, 'X', 'user has no accounts configured'), support), /^It looks like/);
    assert.match(errorMessageFor(new ApiError(403, 'X', 'No MyFarm configuration found'), support), /^It looks like/);
  });
  it('gives the step still to do for a 403 of a user who has not activated or accepted the terms', () => {
    const terms = new ApiError(403, ONBOARDING_ERROR_CODES.terms, 'Accept the terms and conditions first.');
    assert.equal(errorMessageFor(terms, support), 'Accept the terms and conditions first.');
  });

  it('gives the disabled message for any other 403', () => {
    assert.equal(
      errorMessageFor(new ApiError(403, 'X', 'nope'), support),
      'Your account has been disabled. Please call 01234 567890 or email help@example.test to ask for help.',
    );
  });
  it("shows the server's own message for 401", () => {
    assert.equal(errorMessageFor(new ApiError(401, 'UNAUTHORIZED', 'Session ended.'), support), 'Session ended.');
  });
});
