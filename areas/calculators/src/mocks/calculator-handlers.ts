import { http } from 'msw';
import { ok } from '../../../../tests/support/api-envelopes';
import { GUIDELINE_FIGURE, limusProducts } from './calculator-fixtures';

/** The calculators' two public calls, under any API root: an element's `api-root` sends them elsewhere. */
export const calculatorHandlers = [
  http.get('*/public/calculators/limus-products', () => ok({ products: limusProducts })),
  http.get('*/public/calculators/wheat-nitrogen-guideline', () => ok({ guidelinefig: GUIDELINE_FIGURE })),
];
