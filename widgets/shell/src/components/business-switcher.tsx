import styled from '@emotion/styled';
import { account$, accounts$, clientConfig, errorMessageFor, selectAccount, toast } from '@farm/core';
import { media, useBusValue } from '@farm/ui';
import { useId, useState } from 'react';
import { filterAccounts } from '../account-search';
import { usePopup } from './use-popup';

const Wrapper = styled.div`
  position: relative;
  min-width: 0;
  flex: 0 1 auto;
`;

const Trigger = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-height: 44px;
  max-width: min(320px, 100%);
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }
  font: inherit;
  color: inherit;
  text-align: left;
  background: rgba(255, 255, 255, 0.08);
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.85;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Name = styled.span`
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 100%;
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  z-index: 20;
  width: min(360px, calc(100vw - 24px));
  ${media.mobile} {
    position: fixed;
    top: 68px;
    left: 12px;
    right: 12px;
    width: auto;
  }
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const SearchLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Search = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  max-height: 320px;
  overflow-y: auto;
`;

const Option = styled.button<{ current: boolean }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font: inherit;
  text-align: left;
  color: inherit;
  background: ${({ theme, current }) => (current ? theme.colors.background : 'transparent')};
  border: none;
  border-left: 4px solid ${({ theme, current }) => (current ? theme.colors.primary : 'transparent')};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Meta = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The header's business switcher: the current business, and a searchable list of the others. */
export function BusinessSwitcher() {
  const account = useBusValue(account$);
  const accounts = useBusValue(accounts$);
  const { open, toggle, close, wrapper, trigger, onKeyDown } = usePopup();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const searchId = useId();

  const choose = async (reference: string) => {
    close();
    setQuery('');
    setBusy(true);
    try {
      await selectAccount(reference);
    } catch (error) {
      toast(errorMessageFor(error, clientConfig().support), 'error', 8000);
    } finally {
      setBusy(false);
    }
  };

  if (!account) return null;
  const matches = filterAccounts(accounts, query);
  return (
    <Wrapper ref={wrapper} onKeyDown={onKeyDown}>
      <Trigger ref={trigger} type="button" aria-expanded={open} aria-controls={panelId} aria-busy={busy} onClick={toggle}>
        <Small>Business</Small>
        <Name data-testid="current-business">{account.name}</Name>
      </Trigger>
      {open && (
        <Panel id={panelId}>
          <SearchLabel htmlFor={searchId}>Search businesses</SearchLabel>
          <Search id={searchId} type="search" autoFocus placeholder="Name, account number or town" value={query} onChange={(e) => setQuery(e.target.value)} />
          {matches.length === 0 ? (
            <Hint>No business matches "{query}".</Hint>
          ) : (
            <List aria-label="Your businesses">
              {matches.map((a) => (
                <li key={a.reference}>
                  <Option
                    type="button"
                    current={a.reference === account.reference}
                    aria-current={a.reference === account.reference}
                    onClick={() => void choose(a.reference)}
                  >
                    {a.name}
                    <Meta>
                      {a.reference}
                      {a.address ? ` · ${a.address.postTown}` : ''}
                    </Meta>
                  </Option>
                </li>
              ))}
            </List>
          )}
        </Panel>
      )}
    </Wrapper>
  );
}
