import styled from '@emotion/styled';
import { media } from '../theme/theme';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from '../theme/focus-ring';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** A tab with nothing behind it (e.g. an empty list of a dialog): shown, but neither focused nor selected. */
  disabled?: boolean;
}

export interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

const List = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  ${media.mobile} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const Tab = styled.button<{ active: boolean }>`
  flex: 0 0 auto;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  margin-bottom: -2px;
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, active }) => (active ? theme.colors.primary : theme.colors.muted)};
  background: none;
  border: none;
  border-bottom: 3px solid ${({ theme, active }) => (active ? theme.colors.primary : 'transparent')};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing(-3)}
  /*
   * On a phone the tabs wrap onto as many rows as they need, each label whole on one line (unless it is wider than
   * the screen) and the tabs of a row sharing its width, so every tab stays in sight and no label runs into the next.
   */
  ${media.mobile} {
    flex: 1 0 auto;
    max-width: 100%;
    white-space: normal;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space(4)};
  ${focusRing()}
`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and select them. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  // On a narrow screen the list scrolls sideways: keep the selected tab in view (without scrolling the page).
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(selected);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.offsetLeft; // the list is the offset parent (position: relative)
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (left + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left + tab.offsetWidth - list.clientWidth;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((t) => !t.disabled);
    const index = enabled.findIndex((t) => t.key === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: enabled.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = enabled[(next + enabled.length) % enabled.length];
    if (!tab) return;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div>
      <List ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            active={tab.key === selected}
            aria-selected={tab.key === selected}
            aria-controls={panelId}
            disabled={tab.disabled}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </Panel>
    </div>
  );
}
