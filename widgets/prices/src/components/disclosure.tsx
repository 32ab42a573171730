import styled from '@emotion/styled';
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { focusRing } from '@farm/ui';

export interface DisclosureProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** The heading level of the title (the page's h1 is above it). */
  level: 2 | 3;
  /** False shows the content always and the title as a plain heading (e.g. the dashboard panels beyond a phone). */
  collapsible?: boolean;
  defaultOpen?: boolean;
  /** Renders the content only once first opened (then keeps it), so a closed section asks the server for nothing. */
  lazy?: boolean;
  /** Told each time the section opens or closes, e.g. to refresh its content only while it shows. */
  onOpenChange?: (open: boolean) => void;
  /** Beside the title, e.g. a More link; outside the button. */
  aside?: ReactNode;
  children: ReactNode;
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  font-weight: 700;
  color: inherit;
  text-align: left;
  cursor: pointer;
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform 0.15s;
  }
  &[aria-expanded='false']::before {
    transform: rotate(-45deg);
  }
  ${focusRing()}
  @media (prefers-reduced-motion: reduce) {
    &::before {
      transition: none;
    }
  }
`;

/** An accordion section: a heading whose button shows or hides what follows (WAI-ARIA disclosure). */
export function Disclosure({ title, level, collapsible = true, defaultOpen = true, lazy = false, onOpenChange, aside, children, ...section }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [opened, setOpened] = useState(defaultOpen);
  const contentId = useId();
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const shown = !collapsible || open;
  return (
    <section aria-labelledby={headingId} {...section}>
      <Header>
        <Heading id={headingId}>
          {collapsible ? (
            <Toggle
              type="button"
              aria-expanded={open}
              aria-controls={contentId}
              onClick={() => {
                setOpen(!open);
                setOpened(true);
                onOpenChange?.(!open);
              }}
            >
              {title}
            </Toggle>
          ) : (
            title
          )}
        </Heading>
        {aside}
      </Header>
      <div id={contentId} hidden={!shown}>
        {(!lazy || !collapsible || opened) && children}
      </div>
    </section>
  );
}
