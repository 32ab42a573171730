import styled from '@emotion/styled';
import { paths } from '@farm/core';
import { RouteLink, WrappedList } from '@farm/ui';

const List = styled(WrappedList)`
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
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
