import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.muted};
`;

export function Loader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  );
}
