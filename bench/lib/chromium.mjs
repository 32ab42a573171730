// Debian's Chromium driven through playwright-core: the bench never downloads a browser.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium-args.mjs';

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
