import styled from '@emotion/styled';
import { CardGrid } from '@farm/ui';

const Card = styled.li`
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** What the partner bank offers farmers; marketing copy, so it lives here and not in the API. */
const products = [
  {
    title: 'Farm lending',
    text: 'Loans for land, buildings, machinery and livestock, with repayments that can be planned around your harvest.',
  },
  {
    title: 'Inputs on credit',
    text: 'Buy seed, fertiliser and feed when you need them and spread the cost until your crop is sold.',
  },
  {
    title: 'Savings',
    text: 'Savings accounts for your business and your family, from a bank that lends its deposits to British farming.',
  },
];

export function PartnerOffer() {
  return (
    <CardGrid columns={3} aria-label="What Oxbury offers">
      {products.map((product) => (
        <Card key={product.title}>
          <h2>{product.title}</h2>
          <p>{product.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
