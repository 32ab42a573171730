import styled from '@emotion/styled';
import { Loader } from '@farm/ui';
import type { WeatherState } from '../hooks/use-weather';

const Message = styled.p<{ tone: 'error' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, tone }) => (tone === 'error' ? theme.colors.danger : theme.colors.border)};
  border-left-width: 4px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, tone }) => (tone === 'error' ? theme.colors.danger : theme.colors.muted)};
`;

export const NO_POSTCODE_MESSAGE = 'Enter a postcode to see the forecast.';

/** Everything but the forecast itself: waiting, nothing to show yet, or the weather error in its place. */
export function WeatherStatus({ state }: { state: Exclude<WeatherState, { status: 'success' }> }) {
  switch (state.status) {
    case 'idle':
      return <Message tone="info">{NO_POSTCODE_MESSAGE}</Message>;
    case 'loading':
      return <Loader label="Loading the forecast…" />;
    case 'failure':
      return (
        <Message tone="error" role="alert" data-testid="weather-error">
          {state.message}
        </Message>
      );
  }
}

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Generated data must never pass for a forecast. */
export function DemoNote() {
  return <Note data-testid="weather-demo-note">Demo data: sample weather generated for this postcode, not a real forecast.</Note>;
}
