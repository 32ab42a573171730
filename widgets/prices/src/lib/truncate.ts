/** Cuts text to `max` characters in all, the last an ellipsis, so it fits one line (spec 2 §9). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
