// Farms, trading times and documents keep UK days, in Europe/London (GMT or BST), whatever zone the server runs in.
const ukDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** "2026-01-15" for any instant on that UK day. */
export function ukDateKey(time: number): string {
  return ukDate.format(new Date(time));
}
