import styled from '@emotion/styled';
import { ApiError, clientConfig, errorMessageFor, navigate, paths, reloadUser, session$ } from '@farm/core';
import { activateAccount } from './activate-account';
import { pageCard, Button, media, SupportEmailLink, SupportPhoneLink, useBusValue } from '@farm/ui';
import { useEffect } from 'react';
import { activationErrorMessage } from './activation-error';
import { pathAfterActivation } from './after-activation';
import { ActivationForm } from './components/activation-form';

const Page = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(8)};
  ${pageCard}
  ${media.mobile} {
    margin: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

const Help = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  a[href^='tel:'] {
    white-space: nowrap;
  }
`;

/** Spec 1 §4: activation by code; success goes to the terms when they are pending, otherwise home. */
export function ActivationRoot() {
  const session = useBusValue(session$);
  const support = clientConfig().support;
  const pending = session?.user.application.myfarm.activate ?? true;

  useEffect(() => {
    document.title = 'Activate your account | MyFarm';
  }, []);

  const activate = async (code: string) => {
    let termsPending: boolean;
    try {
      termsPending = (await activateAccount(code)).application.myfarm.acceptTerms;
    } catch (error) {
      // Activated already (another tab, a double submit): carry on as if this one had worked.
      if (!(error instanceof ApiError && error.status === 409)) return activationErrorMessage(error, support);
      termsPending = session?.user.application.myfarm.acceptTerms ?? false;
    }
    try {
      // The guards read the user from the bus: refresh it first, or they would send the user straight back here.
      await reloadUser();
    } catch (error) {
      return errorMessageFor(error, support);
    }
    navigate(pathAfterActivation(termsPending));
    return undefined;
  };

  return (
    <Page aria-labelledby="activation-title">
      <Heading id="activation-title">Activate your MyFarm account</Heading>
      {pending ? (
        <>
          <Intro>Enter the activation code we sent you to start using MyFarm.</Intro>
          <ActivationForm onActivate={activate} />
        </>
      ) : (
        <>
          <Intro>Your MyFarm account is already active.</Intro>
          <Button type="button" onClick={() => navigate(paths.dashboard)}>
            Go to the dashboard
          </Button>
        </>
      )}
      <Help>
        No code, or it does not work? Call us on <SupportPhoneLink /> or email <SupportEmailLink />, 8:30 AM to 5:00 PM, Monday to Friday.
      </Help>
    </Page>
  );
}
