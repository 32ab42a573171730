import styled from '@emotion/styled';
import { acceptTerms, clientConfig, errorMessageFor, navigate, paths, reloadUser, signOut } from '@farm/core';
import { Button, media } from '@farm/ui';
import { useState } from 'react';
import { LegalDocument } from './legal-document';

export const TERMS_PENDING_MESSAGE =
  'Please read the terms and conditions below. You need to accept them to use MyFarm. If you decline, you will be signed out.';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: #e9f1f7;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)} 0;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & > button { flex: 0 1 160px; }
  ${media.mobile} { & > button { flex: 1 1 0; } }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * Terms pending (spec 1 §2): Accept stores the acceptance (PUT /myuser/terms), reloads the user so the
 * route guard lets them through, then goes to /dashboard. Decline signs out: MyFarm cannot be used
 * without accepting the terms, and the notice says so before they choose.
 */
export function TermsAcceptance() {
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    setBusy('accept');
    setError(null);
    try {
      await acceptTerms();
      await reloadUser();
      navigate(paths.dashboard);
    } catch (failure) {
      setError(errorMessageFor(failure, clientConfig().support));
      setBusy(null);
    }
  };

  const decline = () => {
    setBusy('decline');
    void signOut();
  };

  return (
    <>
      <Notice id="terms-notice">{TERMS_PENDING_MESSAGE}</Notice>
      <LegalDocument slug="terms-and-conditions" hideTitle />
      <Actions role="group" aria-label="Your answer to the terms and conditions" aria-describedby="terms-notice">
        <Button type="button" onClick={() => void accept()} disabled={busy !== null}>
          {busy === 'accept' ? 'Accepting…' : 'Accept'}
        </Button>
        <Button type="button" variant="secondary" onClick={decline} disabled={busy !== null}>
          Decline
        </Button>
      </Actions>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}
