import type { UserEvent } from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { expect } from 'chai';

/**
 * Types `text` into a date range's box and leaves it as a person would (Escape closes the calendar, Tab moves
 * on), then expects the box to keep what was typed and the range to say it is not a date (spec 3 §5).
 */
export async function enterUnreadableDate(typist: UserEvent, range: HTMLElement, box: HTMLInputElement, text: string): Promise<void> {
  await typist.clear(box);
  await typist.type(box, text);
  await typist.keyboard('{Escape}');
  await typist.tab();
  expect(box.value).to.equal(text);
  expect(await within(range).findByText('Enter a valid date, e.g. 13/02/2025')).to.not.equal(null);
}
