import styled from '@emotion/styled';
import { media } from '@farm/ui';
import { useEffect, useRef, type ReactNode } from 'react';

/** One step of the wizard: a white box under the stepper. */
export const StepBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h2:focus {
    outline: none;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

/** The step's buttons: going back (or away) on the left, going on on the right; stacked full width on a phone. */
export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  .forward {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    margin-left: auto;
  }
  ${media.mobile} {
    flex-direction: column-reverse;
    button,
    .forward {
      width: 100%;
      margin-left: 0;
    }
    .forward {
      flex-direction: column;
    }
  }
`;

/** What went wrong with a save: the spec's red box (§8), announced. */
export const ProblemBox = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fdf1f0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  p {
    margin: 0;
  }
  button {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

/** Something the user should know that is not a failure (the list changed elsewhere and the change was re-applied). */
export const NoteBox = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #eef4f9;
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;

/** A step's heading; `focus` moves focus to it, so a keyboard or screen reader user lands at the new step's start. */
export function StepHeading({ id, focus, children }: { id: string; focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}
