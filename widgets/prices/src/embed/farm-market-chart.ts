// The partner-embed entry of <farm-market-chart>: /embed/farm-market-chart.js (scripts/build/embed-build.mjs).
// lightweight-charts is a chunk of its own, loaded when the chart draws; the API and the market stream are on
// the origin this script came from; the element needs a `partner-key`.
import { configureEmbed } from '@farm/core';
import { defineMarketChartElement } from '../elements/market-chart-element';

configureEmbed(import.meta.url);
defineMarketChartElement();
