// The embed entry of <farm-wheat-nitrogen-calculator>: /embed/farm-wheat-nitrogen-calculator.js. Calculators need no sign-in and no partner key; the API
// (for calculator data) is on the origin this script came from unless the element names an `api-root`.
import { configureEmbed } from '@farm/core';
import { defineWheatNitrogenCalculator } from '../elements/wheat-nitrogen-calculator';

configureEmbed(import.meta.url);
defineWheatNitrogenCalculator();
