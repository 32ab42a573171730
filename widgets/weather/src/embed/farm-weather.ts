// The partner-embed entry of <farm-weather>: /embed/farm-weather.js (scripts/build/embed-build.mjs). The API
// is on the origin this script came from; the element needs a `partner-key`.
import { configureEmbed } from '@farm/core';
import { define } from '../define';

configureEmbed(import.meta.url);
define();
