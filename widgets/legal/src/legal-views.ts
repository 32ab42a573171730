import { paths } from '@farm/core';
import { type LegalSlug } from '@farm/area-content';

export type PolicyTab = 'terms' | 'cookies' | 'privacy';
export type LegalView = PolicyTab | 'policies' | 'payment-info';

/** The three policies shown as tabs (spec 1 §2), each with its own route and content-service slug. */
export const policyTabs: readonly { key: PolicyTab; label: string; slug: LegalSlug; path: string }[] = [
  { key: 'terms', label: 'Terms and Conditions', slug: 'terms-and-conditions', path: paths.terms },
  { key: 'cookies', label: 'Cookie Policy', slug: 'cookie-policy', path: paths.cookies },
  { key: 'privacy', label: 'Privacy Policy', slug: 'myfarm-privacy-policy', path: paths.privacy },
];

export const PAYMENT_INFO_SLUG: LegalSlug = 'how-do-i-pay';

/** Which page a portal path shows; the policies page is the fallback (also for the dev page). */
export function viewForPath(pathname: string): LegalView {
  const path = pathname.replace(/\/+$/, '');
  if (path === paths.paymentInfo) return 'payment-info';
  const tab = policyTabs.find((t) => t.path === path);
  return tab ? tab.key : 'policies';
}

const REMEMBERED_TAB_KEY = 'myfarm.policies.tab';

/** Spec 1 §2: the tab of the last clicked policy is remembered (per browser). */
export function rememberedTab(): PolicyTab {
  try {
    const value = window.localStorage.getItem(REMEMBERED_TAB_KEY);
    return policyTabs.find((t) => t.key === value)?.key ?? 'terms';
  } catch {
    return 'terms';
  }
}

export function rememberTab(tab: PolicyTab): void {
  try {
    window.localStorage.setItem(REMEMBERED_TAB_KEY, tab);
  } catch {
    // Storage can be switched off; the tabs still work, they are just not remembered.
  }
}
