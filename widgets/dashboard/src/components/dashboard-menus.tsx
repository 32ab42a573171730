import styled from '@emotion/styled';
import { clientConfig, errorMessageFor, navigate } from '@farm/core';
import { type DashboardMenuItem } from '@farm/area-content';
import { dashboardMenusQuery } from '@farm/area-content';
import { focusRing, VisuallyHidden, WrappedList } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type MouseEvent } from 'react';

const Section = styled.nav`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  ${focusRing()}
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The content service names a menu by key ('quick-links'); its heading is the key in words ('Quick links'). */
const menuTitle = (key: string) => {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The items of each menu, menus in the order they first appear, items by sequence. */
function byMenu(items: readonly DashboardMenuItem[]): [string, DashboardMenuItem[]][] {
  const menus = new Map<string, DashboardMenuItem[]>();
  for (const item of items) menus.set(item.menu, [...(menus.get(item.menu) ?? []), item]);
  return [...menus].map(([menu, list]) => [menu, list.sort((a, b) => a.sequence - b.sequence)]);
}

function MenuLink({ item }: { item: DashboardMenuItem }) {
  if (item.target === '_blank') {
    return (
      <Link href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Link>
    );
  }
  const go = (event: MouseEvent) => {
    event.preventDefault();
    navigate(item.href);
  };
  return (
    <Link href={item.href} onClick={go}>
      {item.label}
    </Link>
  );
}

function Menu({ name, items }: { name: string; items: DashboardMenuItem[] }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{menuTitle(name)}</h2>
      <WrappedList>
        {items.map((item) => (
          <li key={`${item.href} ${item.label}`}>
            <MenuLink item={item} />
          </li>
        ))}
      </WrappedList>
    </Section>
  );
}

/**
 * The dashboard menus of the content service (spec 1 §7): links such as 'How do I pay?', which no tile or
 * sidebar item leads to. A failed load says so in the catalogue's words rather than leaving the links out.
 */
export function DashboardMenus() {
  const menus = useQuery(dashboardMenusQuery());
  if (menus.isPending) return null;
  if (menus.isError) {
    return (
      <Section aria-label="Links">
        <Problem role="alert">{errorMessageFor(menus.error, clientConfig().support)}</Problem>
      </Section>
    );
  }
  return byMenu(menus.data).map(([name, items]) => <Menu key={name} name={name} items={items} />);
}
