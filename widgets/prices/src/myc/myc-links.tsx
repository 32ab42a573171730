import styled from '@emotion/styled';
import { paths } from '@farm/core';
import { RouteLink } from '@farm/ui';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Spec 2 §2: the market report, the farm purchase terms (a static document) and the price alerts; the page header styles the links. */
export function MycLinks() {
  return (
    <nav aria-label="Crop marketing">
      <List>
        <li>
          <RouteLink path={paths.marketReport}>Market report</RouteLink>
        </li>
        <li>
          <a href={paths.terms} target="_blank" rel="noopener">
            Farm purchase terms
          </a>
        </li>
        <li>
          <RouteLink path={paths.priceAlerts}>Price alerts</RouteLink>
        </li>
      </List>
    </nav>
  );
}
