import styled from '@emotion/styled';
import { useOutsideDismiss } from '@farm/ui';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';

const Tip = styled.span`
  position: relative;
  display: inline-flex;
  button {
    width: 32px;
    height: 32px;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .bubble {
    position: absolute;
    z-index: 5;
    top: calc(100% + 8px);
    left: 50%;
    transform: translateX(-50%);
    width: min(22rem, calc(100vw - 48px));
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  /* A phone has no room beside the button: the bubble spans the nearest positioned box around it (the heading row). */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}px) {
    position: static;
    .bubble {
      left: 0;
      right: 0;
      width: auto;
      transform: none;
    }
  }
`;

/**
 * A help tooltip (§2 step 2) as a toggletip: a '?' button that shows its text in a live region, so it is read out
 * when opened, and works by touch and keyboard as well as by mouse. Escape or a tap elsewhere closes it.
 */
export function HelpTip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLSpanElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideDismiss(ref, open, close);
  return (
    <Tip ref={ref} onKeyDown={(event) => event.key === 'Escape' && close()}>
      <button type="button" aria-label={label} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        ?
      </button>
      <span id={id} role="status">
        {open && <span className="bubble">{children}</span>}
      </span>
    </Tip>
  );
}
