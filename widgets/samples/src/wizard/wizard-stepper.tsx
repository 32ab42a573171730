import styled from '@emotion/styled';
import { media, VisuallyHidden } from '@farm/ui';

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    flex: 1 1 0;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    padding-bottom: ${({ theme }) => theme.space(2)};
    border-bottom: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  li[data-state='current'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  li[data-state='done'] {
    border-bottom-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.text};
  }
  .number {
    flex: 0 0 auto;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 2px solid currentColor;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li[data-state='current'] .number {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  li[data-state='done'] .number {
    background: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  ${media.mobile} {
    gap: ${({ theme }) => theme.space(1)};
    li {
      flex-direction: column;
      align-items: flex-start;
      gap: ${({ theme }) => theme.space(1)};
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }
`;

/** The wizard's steps in order (§2 Parcel wizard): the current one marked for screen readers too, the ones behind as done. */
export function WizardStepper({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <Steps aria-label="Parcel wizard steps">
      {steps.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li key={label} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span>
              {label}
              {state === 'done' && <VisuallyHidden> (done)</VisuallyHidden>}
            </span>
          </li>
        );
      })}
    </Steps>
  );
}
