import styled from '@emotion/styled';
import { navigate } from '@farm/core';
import { media, useLocationPath } from '@farm/ui';
import { RateComparison } from './chart/rate-comparison';
import { LimusCalculator } from './calculators/limus-calculator';
import { SeedRateCalculator } from './calculators/seed-rate-calculator';
import { SeedRequiredCalculator } from './calculators/seed-required-calculator';
import { WheatNitrogenCalculator } from './calculators/wheat-nitrogen-calculator';
import { CalculatorsHub } from './components/hub';
import { CALCULATOR_PATHS, screenFor } from './paths';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

const Back = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

function BackToHub() {
  return (
    <Back
      href={CALCULATOR_PATHS.hub}
      onClick={(event) => {
        event.preventDefault();
        navigate(CALCULATOR_PATHS.hub);
      }}
    >
      ← All calculators
    </Back>
  );
}

/** The calculators area of the portal: the hub at /dashboard/calculators and one screen per calculator path. */
export function CalculatorsRoot() {
  const screen = screenFor(useLocationPath());
  if (screen === 'hub')
    return (
      <Page>
        <CalculatorsHub />
      </Page>
    );
  return (
    <Page>
      <BackToHub />
      {screen === 'seedRate' && <SeedRateCalculator headingAs="h1" />}
      {screen === 'seedRequired' && <SeedRequiredCalculator headingAs="h1" />}
      {screen === 'limus' && <LimusCalculator headingAs="h1" onOpenChart={() => navigate(CALCULATOR_PATHS.rateChart)} />}
      {screen === 'rateChart' && <RateComparison headingAs="h1" onBack={() => navigate(CALCULATOR_PATHS.limus)} />}
      {screen === 'wheatNitrogen' && <WheatNitrogenCalculator headingAs="h1" />}
    </Page>
  );
}
