// The embed entry of <farm-seed-required-calculator>: /embed/farm-seed-required-calculator.js. Calculators need no sign-in and no partner key; the API
// (for calculator data) is on the origin this script came from unless the element names an `api-root`.
import { configureEmbed } from '@farm/core';
import { defineSeedRequiredCalculator } from '../elements/seed-required-calculator';

configureEmbed(import.meta.url);
defineSeedRequiredCalculator();
