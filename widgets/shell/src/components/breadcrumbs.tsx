import styled from '@emotion/styled';
import { navigate, route$ } from '@farm/core';
import { media, textLinks, useBusValue, WrappedList } from '@farm/ui';
import type { MouseEvent } from 'react';

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
  }
`;

const Trail = styled(WrappedList)`
  gap: ${({ theme }) => theme.space(1)};
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
  }
  ${textLinks}
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The trail from the dashboard to the current page, from the route state the root config publishes. */
export function Breadcrumbs() {
  const route = useBusValue(route$);
  const crumbs = route?.crumbs ?? [];
  // On the dashboard itself a one-step trail says nothing.
  if (crumbs.length < 2) return null;
  const go = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(path);
  };
  return (
    <Nav aria-label="Breadcrumb">
      <Trail as="ol">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : (
              <a href={crumb.path} onClick={go(crumb.path)}>
                {crumb.title}
              </a>
            )}
          </li>
        ))}
      </Trail>
    </Nav>
  );
}
