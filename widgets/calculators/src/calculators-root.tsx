import styled from '@emotion/styled';
import { focusRing, media, RouteLink, useLocationPath } from '@farm/ui';
import { RateComparison } from './chart/rate-comparison';
import { LimusCalculator } from './calculators/limus-calculator';
import { SeedRateCalculator, SeedRequiredCalculator } from './calculators/seed-calculator';
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

const Back = styled(RouteLink)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  ${focusRing()}
`;

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
      <Back path={CALCULATOR_PATHS.hub}>← All calculators</Back>
      {screen === 'seedRate' && <SeedRateCalculator headingAs="h1" />}
      {screen === 'seedRequired' && <SeedRequiredCalculator headingAs="h1" />}
      {screen === 'limus' && (
        <LimusCalculator headingAs="h1" chartLink={<RouteLink path={CALCULATOR_PATHS.rateChart}>Compare application rates across products</RouteLink>} />
      )}
      {screen === 'rateChart' && <RateComparison headingAs="h1" />}
      {screen === 'wheatNitrogen' && <WheatNitrogenCalculator headingAs="h1" />}
    </Page>
  );
}
