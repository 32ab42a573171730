import styled from '@emotion/styled';
import { acceptTerms } from '@farm/area-content';
import { clientConfig, errorMessageFor, navigate, paths, reloadUser, signOut } from '@farm/core';
import { Button, media } from '@farm/ui';
import { useMutation } from '@tanstack/react-query';
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
  & > button {
    flex: 0 1 160px;
  }
  ${media.mobile} {
    & > button {
      flex: 1 1 0;
    }
  }
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
  const [declining, setDeclining] = useState(false);
  const acceptance = useMutation({
    // The guards read the user from the bus: reload it before leaving, or they would send the user back here.
    mutationFn: async () => {
      await acceptTerms();
      await reloadUser();
    },
    onSuccess: () => navigate(paths.dashboard),
  });
  // Until the route changes the buttons stay locked, so nothing is sent twice.
  const accepting = acceptance.isPending || acceptance.isSuccess;

  const decline = () => {
    setDeclining(true);
    void signOut();
  };

  return (
    <>
      <Notice id="terms-notice">{TERMS_PENDING_MESSAGE}</Notice>
      <LegalDocument slug="terms-and-conditions" hideTitle />
      <Actions role="group" aria-label="Your answer to the terms and conditions" aria-describedby="terms-notice">
        <Button type="button" onClick={() => acceptance.mutate()} disabled={accepting || declining}>
          {accepting ? 'Accepting…' : 'Accept'}
        </Button>
        <Button type="button" variant="secondary" onClick={decline} disabled={accepting || declining}>
          Decline
        </Button>
      </Actions>
      {acceptance.isError && <ErrorText role="alert">{errorMessageFor(acceptance.error, clientConfig().support)}</ErrorText>}
    </>
  );
}
