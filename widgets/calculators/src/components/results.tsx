import styled from '@emotion/styled';

export interface ResultItem {
  label: string;
  value: string;
  /** Marks the answer the calculator is for, shown larger. */
  primary?: boolean;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  align-self: start;
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(2)};
  div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    padding-bottom: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  dd[data-primary='true'] {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Working = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Waiting = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const NO_RESULT_MESSAGE = 'Enter a number above 0 in every box to see the result.';

/**
 * The answer and how it was worked out: every step's formula with the user's own numbers, so a farmer or an
 * agronomist can check it. Polite live region: the figures are read once the user stops typing.
 */
export function Results({
  headingAs: Heading,
  items,
  working,
  waitingMessage = NO_RESULT_MESSAGE,
  notes,
}: {
  headingAs: 'h2' | 'h3';
  items: ResultItem[] | undefined;
  working: string[];
  waitingMessage?: string;
  notes?: string[];
}) {
  return (
    <Box aria-live="polite" data-testid="calculator-results">
      <Heading>Result</Heading>
      {items ? (
        <>
          <List>
            {items.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd data-primary={item.primary ? 'true' : 'false'}>{item.value}</dd>
              </div>
            ))}
          </List>
          <Heading>How this was worked out</Heading>
          <Working data-testid="calculator-working">
            {working.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Working>
          {notes?.map((note) => (
            <Notice key={note}>{note}</Notice>
          ))}
        </>
      ) : (
        <Waiting>{waitingMessage}</Waiting>
      )}
    </Box>
  );
}
