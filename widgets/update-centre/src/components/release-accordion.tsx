import styled from '@emotion/styled';
import { formatDate, type ReleaseNote } from '@farm/core';
import { BoxedList, EmptyState, focusRing, SafeHtml } from '@farm/ui';
import { useEffect, useId, useRef, useState } from 'react';

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  font: inherit;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  background: none;
  border: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  ${focusRing(-3)}
`;

const Title = styled.span`
  flex: 1;
  font-weight: 600;
`;

const When = styled.span`
  flex: 0 0 auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Chevron = styled.span<{ open: boolean }>`
  flex: 0 0 auto;
  width: 10px;
  height: 10px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(${({ open }) => (open ? '-135deg' : '45deg')});
  transition: transform 0.15s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
`;

export const NO_DATA = 'No Data';

interface ReleaseAccordionProps {
  notes: readonly ReleaseNote[];
  initiallyOpen?: string;
  /** Scrolls the initially open note into view: it was asked for, and may be below the fold on a phone. */
  reveal?: boolean;
}

/** Release notes as an accordion (spec 2 §2): title and date on each header, the HTML content inside. */
export function ReleaseAccordion({ notes, initiallyOpen, reveal = false }: ReleaseAccordionProps) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen ? [initiallyOpen] : []));
  const revealed = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (reveal) revealed.current?.scrollIntoView({ block: 'nearest' });
  }, [reveal]);
  if (notes.length === 0) return <EmptyState title={NO_DATA} />;
  const toggle = (noteId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(noteId)) next.delete(noteId);
      else next.add(noteId);
      return next;
    });
  return (
    <BoxedList>
      {notes.map((note) => {
        const expanded = open.has(note.id);
        const panelId = `${id}-${note.id}`;
        return (
          <li key={note.id} ref={note.id === initiallyOpen ? revealed : undefined}>
            <Heading>
              <Toggle type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(note.id)}>
                <Title>{note.content.releaseTitle}</Title>
                <When>{formatDate(note.releaseDate)}</When>
                <Chevron open={expanded} aria-hidden="true" />
              </Toggle>
            </Heading>
            <Panel id={panelId} role="region" aria-label={note.content.releaseTitle} hidden={!expanded}>
              {expanded && <SafeHtml html={note.content.releaseContent} />}
            </Panel>
          </li>
        );
      })}
    </BoxedList>
  );
}
