import styled from '@emotion/styled';
import { BANK_PARTNER_NAME, BANK_PARTNER_PROMPT, BANK_PARTNER_URL, oxburyProfileQuery } from '@farm/area-bank-partner';
import { account$, clientConfig, errorMessageFor, navigate, openDialog, paths, toast } from '@farm/core';
import { focusRing, Loader, media, useBusValue } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PartnerOffer } from './components/partner-offer';

const Page = styled.section`
  max-width: 1080px;
  padding: ${({ theme }) => theme.space(6)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Lead = styled.p`
  max-width: 720px;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const PartnerLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(6)};
  padding: 0 ${({ theme }) => theme.space(5)};
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  ${focusRing()}
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Spec 2 "Finance partner page": the partner bank's offer, shown only when the check on the selected business
 * approves; otherwise back to the root with the prompt that explains why (spec 1 §6).
 */
export function OxburyRoot() {
  const reference = useBusValue(account$)?.reference;
  // Asked again for each business (its own cache entry), so one business's answer never shows for another.
  const check = useQuery({ ...oxburyProfileQuery(reference ?? ''), enabled: reference !== undefined });
  const refused = check.data === false;
  const failure = check.isError ? check.error : undefined;

  useEffect(() => {
    document.title = `${BANK_PARTNER_NAME} | MyFarm`;
  }, []);

  useEffect(() => {
    if (refused) {
      navigate(paths.dashboard);
      openDialog(BANK_PARTNER_PROMPT);
    } else if (failure) {
      navigate(paths.dashboard);
      toast(errorMessageFor(failure, clientConfig().support), 'error');
    }
  }, [refused, failure]);

  if (check.data !== true) return <Loader label="Checking your business…" />;
  return (
    <Page aria-labelledby="oxbury-title">
      <Heading id="oxbury-title">{BANK_PARTNER_NAME}: banking for British farming</Heading>
      <Lead>
        {BANK_PARTNER_NAME} is our partner bank. It works only with farmers and the businesses around them, so it understands seasonal cash flow, land and
        machinery.
      </Lead>
      <PartnerOffer />
      <PartnerLink href={BANK_PARTNER_URL} target="_blank" rel="noopener noreferrer">
        Visit {BANK_PARTNER_NAME} (opens in a new tab)
      </PartnerLink>
      <Note>Products are provided by {BANK_PARTNER_NAME} Bank Plc and are subject to its own terms and eligibility checks.</Note>
    </Page>
  );
}
