import styled from '@emotion/styled';
import { MyAccountList } from '../list/my-account-list';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  & + & {
    margin-top: ${({ theme }) => theme.space(8)};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Grain sales (spec 3 §2): two tables, Contracts and Self Bills. */
export function GrainSalesTab({ reference }: { reference: string }) {
  return (
    <>
      <Section aria-labelledby="grain-sales-contracts">
        <h2 id="grain-sales-contracts">Contracts</h2>
        <MyAccountList reference={reference} list="grainSaleContracts" label="Contracts" />
      </Section>
      <Section aria-labelledby="grain-sales-self-bills">
        <h2 id="grain-sales-self-bills">Self Bills</h2>
        <MyAccountList reference={reference} list="selfBills" label="Self Bills" />
      </Section>
    </>
  );
}
