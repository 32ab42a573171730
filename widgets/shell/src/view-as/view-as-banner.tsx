import styled from '@emotion/styled';
import { clientConfig, errorMessageFor, session$, stopViewingAs, viewAsMessages } from '@farm/core';
import { focusRing, media, useBusValue } from '@farm/ui';
import { useMutation } from '@tanstack/react-query';

/**
 * Dark text on amber, 9:1: it must not pass for part of the green header. The eye icon and the words say
 * what it is, not the colour alone.
 */
const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  background: #ffd166;
  color: #1c2420;
  border-bottom: 3px solid #1c2420;
  font-weight: 700;
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
`;

const Message = styled.p`
  flex: 1 1 16em;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  overflow-wrap: anywhere;
  svg {
    flex: none;
  }
`;

const StopButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  font: inherit;
  font-weight: 700;
  color: #fff;
  background: #1c2420;
  border: 2px solid #1c2420;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: #38443d;
  }
  ${focusRing()}
  &:disabled {
    cursor: wait;
    opacity: 0.75;
  }
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-weight: 600;
`;

const EyeIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 5C6.5 5 2.7 9.1 1 12c1.7 2.9 5.5 7 11 7s9.3-4.1 11-7c-1.7-2.9-5.5-7-11-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
    />
  </svg>
);

/** Across the top of every page while a member of staff views a business as its customers, with the way out. */
export function ViewAsBanner() {
  const session = useBusValue(session$);
  const stop = useMutation({ mutationFn: stopViewingAs });
  const viewing = session?.viewAs;
  if (!viewing) return null;
  return (
    <Strip role="status">
      <Message>
        <EyeIcon />
        {viewAsMessages.banner(viewing.accountName)}
      </Message>
      <StopButton type="button" onClick={() => stop.mutate()} disabled={stop.isPending} aria-busy={stop.isPending}>
        {stop.isPending ? 'Stopping…' : 'Stop viewing'}
      </StopButton>
      {stop.isError && <Problem role="alert">{errorMessageFor(stop.error, clientConfig().support)}</Problem>}
    </Strip>
  );
}
