import styled from '@emotion/styled';
import { edgedCard, textLinks } from '@farm/ui';
import type { ReactNode } from 'react';

/** The calculator's box; a size container, so an embed lays out by its own width, not the host page's. */
export const Panel = styled.section`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  ${edgedCard()}
  max-width: 960px;
  @container (max-width: 420px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  h1,
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export type HeadingLevel = 'h1' | 'h2';

export function PanelHeading({ as: Tag, title, intro, id }: { as: HeadingLevel; title: string; intro: string; id: string }) {
  return (
    <Heading>
      <Tag id={id}>{title}</Tag>
      <p>{intro}</p>
    </Heading>
  );
}

/** Inputs and results side by side when there is room, one column on a phone or in a narrow embed. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(5)};
  @container (min-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const FieldList = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

/**
 * The inputs, in a form of their own, so two calculators on one page keep their radio groups apart. The results
 * follow the typing, so there is nothing to submit: Enter in a box does nothing.
 */
export function Fields({ children }: { children: ReactNode }) {
  return (
    <FieldList noValidate onSubmit={(event) => event.preventDefault()}>
      {children}
    </FieldList>
  );
}

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  ${textLinks}
`;

export const ErrorNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
