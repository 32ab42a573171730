import { ApiError, clientConfig, errorMessageFor } from '@farm/core';
import { MY_ACCOUNT_LISTS, myAccountMessages } from '@farm/area-my-account';

/** Spec 3 §8's texts and ours beside them (@farm/core's myAccountMessages): the server's words a user may read. */
const CATALOGUE: ReadonlySet<unknown> = new Set<unknown>([
  ...Object.values(myAccountMessages).filter((message) => typeof message === 'string'),
  ...Object.values(MY_ACCOUNT_LISTS).map((list) => myAccountMessages.spanTooWide(list.maxSpanDays)),
]);

/** A refusal's messages, each without the '<where>: ' the server puts before it ('querystring.dateTo: …'). */
const messagesOf = (text: string) => text.split('; ').map((part) => part.replace(/^[\w.[\]-]+: /, '').trim());

/**
 * The server's words for a call it refused (400), when they are a catalogue text; undefined when they are not (a
 * rule's own wording, such as zod's 'Too big: expected string to have <=100 characters', is never shown).
 */
export function catalogueText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errorMessage) return undefined;
  return messagesOf(error.errorMessage).find((message) => CATALOGUE.has(message));
}

/**
 * What a failed My Account call says: a refused query (400) its reason when the server words it from the
 * catalogue ('Choose a date range of 365 days or less.'), else a plain sentence; any other failure spec 1 §8's
 * catalogue text.
 */
export function problemText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return catalogueText(error) ?? myAccountMessages.queryRefused;
  return errorMessageFor(error, clientConfig().support);
}
