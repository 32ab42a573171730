import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { focusRing } from '../theme/focus-ring';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** The one button: a real <button>, visible focus ring, 44 px touch target. */
export const Button = styled.button<{ variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid ${({ theme, variant }) => (variant === 'secondary' ? theme.colors.primary : 'transparent')};
  background: ${({ theme, variant = 'primary' }) => (variant === 'primary' ? theme.colors.primary : 'transparent')};
  color: ${({ theme, variant = 'primary' }) => (variant === 'primary' ? theme.colors.primaryText : theme.colors.primary)};
  &:hover:not(:disabled) {
    background: ${({ theme, variant = 'primary' }) => (variant === 'primary' ? theme.colors.primaryHover : theme.colors.background)};
  }
  ${focusRing()}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** The quiet way out of a dialog or a form: 'Cancel' unless it says otherwise ('Close', 'Keep editing'). */
export function CancelButton({ onClick, children = 'Cancel' }: { onClick: () => void; children?: ReactNode }) {
  return (
    <Button type="button" variant="secondary" onClick={onClick}>
      {children}
    </Button>
  );
}
