/** The calculators' forms are checked as the user types: there is nothing to submit, the result follows the boxes. */
export const LIVE_FORM = { mode: 'onChange' } as const;

/** A value the calculator puts in a box (an attribute, a crop's weight, a product's rate) is checked like a typed one. */
export const CHECKED = { shouldValidate: true } as const;
