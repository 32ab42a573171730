import styled from '@emotion/styled';
import { session$ } from '@farm/core';
import { media, pageCard, PageTitle, ReadingPage, useBusValue, useLocationPath } from '@farm/ui';
import { useEffect, useState } from 'react';
import { LegalDocument } from './components/legal-document';
import { PolicyTabs } from './components/policy-tabs';
import { TermsAcceptance } from './components/terms-acceptance';
import { PAYMENT_INFO_SLUG, policyTabs, rememberedTab, rememberTab, viewForPath, type LegalView } from './legal-views';

const Card = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  ${pageCard}
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const headings: Record<LegalView, string> = {
  terms: 'Policies',
  cookies: 'Policies',
  privacy: 'Policies',
  policies: 'Policies',
  'payment-info': 'How do I pay?',
};

export interface LegalRootProps {
  /** Which page to show; inside the portal it follows the route. */
  view?: LegalView;
}

/** The legal pages (spec 1 §2): the policies as remembered tabs, terms acceptance, and How do I pay. */
export function LegalRoot({ view: fixedView }: LegalRootProps) {
  const path = useLocationPath();
  const session = useBusValue(session$);
  // Given a view (custom element, dev page) the widget is not routed and keeps its own tab.
  const [localView, setLocalView] = useState<LegalView | undefined>(fixedView);
  useEffect(() => setLocalView(fixedView), [fixedView]);
  const view = localView ?? viewForPath(path);
  const termsPending = view === 'terms' && (session?.user.application.myfarm.acceptTerms ?? false);
  const tab = view === 'policies' ? rememberedTab() : view === 'payment-info' ? null : view;

  useEffect(() => {
    // Arriving on a policy's own route (the avatar menu's items) counts as choosing its tab.
    if (view !== 'policies' && view !== 'payment-info') rememberTab(view);
  }, [view]);

  const title = termsPending ? 'Terms and Conditions' : tab ? policyTabs.find((t) => t.key === tab)!.label : headings[view];
  useEffect(() => {
    document.title = `${title} | MyFarm`;
  }, [title]);

  return (
    <ReadingPage aria-labelledby="legal-title">
      <PageTitle id="legal-title">{termsPending ? 'Terms and Conditions' : headings[view]}</PageTitle>
      <Card>
        {termsPending ? (
          <TermsAcceptance />
        ) : tab ? (
          <PolicyTabs selected={tab} onLocalSelect={fixedView ? setLocalView : undefined} />
        ) : (
          <LegalDocument slug={PAYMENT_INFO_SLUG} hideTitle />
        )}
      </Card>
    </ReadingPage>
  );
}
