import styled from '@emotion/styled';
import { edgedCard, textLinks } from '@farm/ui';
import { type ReactNode, type Ref, useId } from 'react';

/** The calculator's box; a size container, so an embed lays out by its own width, not the host page's. */
const Panel = styled.section`
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

interface CalculatorPanelProps {
  /** The element that sends the calculator's events. */
  ref?: Ref<HTMLElement>;
  /** Which calculator, as `data-calculator` says to the page. */
  calculator: string;
  headingAs: HeadingLevel;
  title: string;
  intro: string;
  children: ReactNode;
}

/** A calculator's box, named by its heading, with the line that says what it works out. */
export function CalculatorPanel({ ref, calculator, headingAs: Tag, title, intro, children }: CalculatorPanelProps) {
  const titleId = useId();
  return (
    <Panel ref={ref} aria-labelledby={titleId} data-calculator={calculator}>
      <Heading>
        <Tag id={titleId}>{title}</Tag>
        <p>{intro}</p>
      </Heading>
      {children}
    </Panel>
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
