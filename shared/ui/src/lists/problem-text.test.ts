import { ApiError } from '@farm/core';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogueText, problemText } from './problem-text';

const refused = (message: string) => new ApiError(400, 'VALIDATION_ERROR', message);

describe('problemText of a refused My Account call (spec 3 §8)', () => {
  it("shows the server's catalogue text without the place it names, with or without one", () => {
    assert.equal(problemText(refused('querystring.dateTo: Choose a date range of 365 days or less.')), 'Choose a date range of 365 days or less.');
    assert.equal(problemText(refused('Choose a date range of 2010 days or less.')), 'Choose a date range of 2010 days or less.');
    assert.equal(
      problemText(
        refused(
          'querystring.page: This list cannot be shown with these filters. Reset the filters and try again.; querystring.search: Use 100 characters or fewer in the search.',
        ),
      ),
      'This list cannot be shown with these filters. Reset the filters and try again.',
    );
  });

  it("never shows zod's own wording: a plain sentence instead", () => {
    const zod = refused('querystring.search: Too big: expected string to have <=100 characters');
    assert.equal(catalogueText(zod), undefined);
    assert.equal(problemText(zod), 'This list cannot be shown with these filters. Reset the filters and try again.');
    assert.equal(
      problemText(refused('querystring.orderBy: Invalid option: expected one of "date"|"product"')),
      'This list cannot be shown with these filters. Reset the filters and try again.',
    );
  });
});
