// The embed entry of <farm-limus-calculator>: /embed/farm-limus-calculator.js. Calculators need no sign-in and no partner key; the API
// (for calculator data) is on the origin this script came from unless the element names an `api-root`.
import { configureEmbed } from '@farm/core';
import { defineLimusCalculator } from '../elements/limus-calculator';

configureEmbed(import.meta.url);
defineLimusCalculator();
