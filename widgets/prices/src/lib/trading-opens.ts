import { formatDate } from '@farm/core';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * What a Sell button says while trading is closed: when it opens, 'Opens 8:30 AM' today or 'Opens Tue 8:30 AM'
 * on another day (in the browser's time, as every time the portal shows). Without a known opening, 'Closed'.
 */
export function tradingOpensLabel(opensAt: string | null, now = new Date()): string {
  if (!opensAt) return 'Closed';
  const opens = new Date(opensAt);
  const day = sameDay(opens, now) ? '' : `${WEEKDAYS[opens.getDay()]} `;
  return `Opens ${day}${formatDate(opensAt, 'time')}`;
}
