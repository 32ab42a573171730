// The partner-embed entry of <farm-prices>: /embed/farm-prices.js (scripts/build/embed-build.mjs). The API
// and the market stream are on the origin this script came from; the element needs a `partner-key`.
import { configureEmbed } from '@farm/core';
import { definePricesElement } from '../elements/prices-element';

configureEmbed(import.meta.url);
definePricesElement();
