import styled from '@emotion/styled';
import { RELEASE_NOTES_PAGE_SIZE } from '@farm/core';
import { Button, Loader, media } from '@farm/ui';
import { useState } from 'react';
import { datePresets, rangeForPreset, type DatePreset, type DateRange } from '../date-range-presets';
import { ErrorMessage } from './error-message';
import { ReleaseAccordion } from './release-accordion';
import { useReleaseNotes } from './use-release-notes';

const Filters = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: none;
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space(2)}; font-weight: 600; }
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Preset = styled.button<{ active: boolean }>`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, active }) => (active ? theme.colors.primaryText : theme.colors.primary)};
  background: ${({ theme, active }) => (active ? theme.colors.primary : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 18px;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Dates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  label { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(1)}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  ${media.mobile} { label { flex: 1 1 140px; } }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const PageInfo = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The History tab: every release note but the newest, filtered by a date range (presets of spec 2 §2 or
 * two dates) on the server and paged by 10.
 */
export function HistoryNotes() {
  const [range, setRange] = useState<DateRange>({});
  const [preset, setPreset] = useState<DatePreset | null>(null);
  const [page, setPage] = useState(1);
  const state = useReleaseNotes({ skip: 1, page, pageSize: RELEASE_NOTES_PAGE_SIZE, from: range.from, to: range.to });

  const choose = (value: DatePreset) => {
    setPreset(value === 'Clear' ? null : value);
    setRange(rangeForPreset(value));
    setPage(1);
  };
  const setDate = (end: 'from' | 'to', value: string) => {
    setPreset(null);
    setRange((current) => ({ ...current, [end]: value || undefined }));
    setPage(1);
  };

  const pages = state.status === 'loaded' ? Math.max(1, Math.ceil(state.list.total / RELEASE_NOTES_PAGE_SIZE)) : 1;

  return (
    <>
      <Filters>
        <legend>Date range</legend>
        <Presets>
          {datePresets.map((value) => (
            <Preset key={value} type="button" active={preset === value} aria-pressed={value === 'Clear' ? undefined : preset === value} onClick={() => choose(value)}>
              {value}
            </Preset>
          ))}
        </Presets>
        <Dates>
          <label>
            From
            <input type="date" value={range.from ?? ''} max={range.to} onChange={(e) => setDate('from', e.target.value)} />
          </label>
          <label>
            To
            <input type="date" value={range.to ?? ''} min={range.from} onChange={(e) => setDate('to', e.target.value)} />
          </label>
        </Dates>
      </Filters>
      {state.status === 'loading' && <Loader label="Loading release notes…" />}
      {state.status === 'failed' && <ErrorMessage message={state.message} />}
      {state.status === 'loaded' && (
        <>
          <ReleaseAccordion key={`${page}-${range.from}-${range.to}`} notes={state.list.notifications} />
          {state.list.total > RELEASE_NOTES_PAGE_SIZE && (
            <Pager aria-label="Release notes pages">
              <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <PageInfo aria-live="polite">
                Page {page} of {pages}
              </PageInfo>
              <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </Pager>
          )}
        </>
      )}
    </>
  );
}
