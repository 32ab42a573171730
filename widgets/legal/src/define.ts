import { defineElement } from '@farm/ui';
import { LegalRoot } from './legal-root';

/** Registers `<farm-legal view="policies|terms|cookies|privacy|payment-info">` for a signed-in page. */
export function define(): void {
  defineElement('farm-legal', LegalRoot, { cacheKey: 'farm-legal', attributes: { view: 'string' } });
}
