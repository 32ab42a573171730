import { formatDate } from '@farm/core';

/** A futures delivery month, 'YYYY-MM', as 'MMM YY', like a contract period. */
export const deliveryMonthText = (month: string): string => formatDate(`${month}-01`, 'monthYear');
