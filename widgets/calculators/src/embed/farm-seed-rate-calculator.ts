// The embed entry of <farm-seed-rate-calculator>: /embed/farm-seed-rate-calculator.js. Calculators need no sign-in and no partner key; the API
// (for calculator data) is on the origin this script came from unless the element names an `api-root`.
import { configureEmbed } from '@farm/core';
import { defineSeedRateCalculator } from '../elements/seed-rate-calculator';

configureEmbed(import.meta.url);
defineSeedRateCalculator();
