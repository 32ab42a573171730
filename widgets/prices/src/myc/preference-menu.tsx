import styled from '@emotion/styled';
import { accountPricesKey, pricePreferencesQuery, updatePricePreference, type PricePreference } from '@farm/area-crop-marketing';
import { clientConfig, errorMessageFor, PRICE_TYPE_LABELS } from '@farm/core';
import { Button, isServerFailure, spreadRow, useOutsideDismiss } from '@farm/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface PreferenceMenuProps {
  reference: string;
  preferences: PricePreference[];
  onError: (error: unknown) => void;
}

const Wrapper = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  z-index: 5;
  right: 0;
  top: calc(100% + 4px);
  width: min(340px, calc(100vw - 24px));
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  fieldset {
    margin: 0;
    padding: 0;
    border: none;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

const Toggle = styled.label`
  ${spreadRow('center', 3, 'nowrap')}
  min-height: 44px;
  cursor: pointer;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.55;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Problem = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** One preference as a switch that disables itself while its change is saved (spec 2 §4 Preferences). */
function PreferenceToggle({ reference, preference, onError }: { reference: string; preference: PricePreference; onError: (error: unknown) => void }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (currentValue: PricePreference['currentValue']) => updatePricePreference(reference, preference.profileNumber, currentValue),
    onSuccess: async (saved) => {
      client.setQueryData(pricePreferencesQuery(reference).queryKey, (list: PricePreference[] | undefined) =>
        list?.map((p) => (p.profileNumber === saved.profileNumber ? saved : p)),
      );
      // Preferences carry premiums: every price table of the account is priced again.
      await client.invalidateQueries({ queryKey: accountPricesKey(reference) });
    },
    onError,
  });
  const on = (save.isPending ? save.variables : preference.currentValue) === 'Yes';
  const describe = preference.key === 'priceTypeDefault' ? `${on ? PRICE_TYPE_LABELS.XFM : PRICE_TYPE_LABELS.XFH} (${on ? 'XFM' : 'XFH'})` : undefined;
  return (
    <>
      <Toggle>
        <span>
          {preference.name}
          {describe && <small>{describe}</small>}
        </span>
        {/* aria-disabled rather than disabled: a disabled control drops the keyboard's focus. */}
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-disabled={save.isPending}
          aria-busy={save.isPending}
          onChange={(event) => {
            if (!save.isPending) save.mutate(event.target.checked ? 'Yes' : 'No');
          }}
        />
      </Toggle>
      {save.isError && !isServerFailure(save.error) && <Problem role="alert">{errorMessageFor(save.error, clientConfig().support)}</Problem>}
    </>
  );
}

/** The filter menu of price preferences (spec 2 §2): a button that opens the account's switches. */
export function PreferenceMenu({ reference, preferences, onError }: PreferenceMenuProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideDismiss(wrapper, open, close);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Wrapper ref={wrapper} onKeyDown={onKeyDown}>
      <Button ref={button} type="button" variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Price preferences
      </Button>
      <Panel id={panelId} hidden={!open}>
        <fieldset>
          <legend>Price preferences</legend>
          {preferences.map((preference) => (
            <PreferenceToggle key={preference.profileNumber} reference={reference} preference={preference} onError={onError} />
          ))}
        </fieldset>
      </Panel>
    </Wrapper>
  );
}
