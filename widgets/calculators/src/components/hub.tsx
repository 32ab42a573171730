import styled from '@emotion/styled';
import { clientConfig, logAction, session$ } from '@farm/core';
import { edgedCard, media, RouteLink, textLinks, useBusValue, VisuallyHidden } from '@farm/ui';
import { CALCULATOR_PATHS } from '../paths';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.primary};
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  ${edgedCard()}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${textLinks}
`;

const Links = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(2)};
`;

interface HubCard {
  title: string;
  description: string;
  path: string;
  extra?: { label: string; path: string };
}

/** Spec 2 §2 "Calculators hub", in the spec's order. */
const CARDS: HubCard[] = [
  { title: 'Seed required', description: 'Tonnes of seed to sow an area at your target plant population.', path: CALCULATOR_PATHS.seedRequired },
  { title: 'Seed rate', description: 'The seed rate for a target population, and the area your seed will sow.', path: CALCULATOR_PATHS.seedRate },
  {
    title: 'Limus Perform rate',
    description: 'Litres of Limus for your fertiliser rate and area, with its cost.',
    path: CALCULATOR_PATHS.limus,
    extra: { label: 'Rate comparison chart', path: CALCULATOR_PATHS.rateChart },
  },
  {
    title: 'Wheat - Nitrogen requirement',
    description: 'Fertiliser nitrogen for a wheat crop from its target yield and grain protein.',
    path: CALCULATOR_PATHS.wheatNitrogen,
  },
];

export function CalculatorsHub() {
  const session = useBusValue(session$);
  const cropMarginUrl = clientConfig().cropMarginUrl;
  const openCropMargin = () => {
    void logAction({ action: 'calculator-click', appname: 'Calculators', message: 'Opened Crop margin', url: cropMarginUrl });
  };
  return (
    <>
      <Heading>Calculators</Heading>
      <Intro>Seed, fertiliser and nitrogen calculators. Each one shows how its answer was worked out.</Intro>
      <Grid>
        {CARDS.map((card) => (
          <Card key={card.path} data-testid="calculator-card">
            <h2>{card.title}</h2>
            <p>{card.description}</p>
            <Links>
              <RouteLink path={card.path}>{`Open ${card.title}`}</RouteLink>
              {card.extra && <RouteLink path={card.extra.path}>{card.extra.label}</RouteLink>}
            </Links>
          </Card>
        ))}
        {session?.internal && (
          <Card data-testid="calculator-card">
            <h2>Crop margin</h2>
            <p>Work out crop margins in the crop margin calculator (staff only).</p>
            <Links>
              <a href={cropMarginUrl} target="_blank" rel="noopener noreferrer" onClick={openCropMargin}>
                Open Crop margin
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </Links>
          </Card>
        )}
      </Grid>
    </>
  );
}
