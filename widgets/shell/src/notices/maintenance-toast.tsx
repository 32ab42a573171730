import styled from '@emotion/styled';
import { account$, upcomingMaintenanceMessage, type UpcomingMaintenance } from '@farm/core';
import { useBusValue } from '@farm/ui';
import { useState } from 'react';

const Stack = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.space(4)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 900;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: min(560px, calc(100vw - 32px));
`;

const Toast = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  background: #fff7e6;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Text = styled.div`
  flex: 1;
`;

const Dismiss = styled.button`
  flex: 0 0 auto;
  width: 44px;
  height: 44px;
  margin: -${({ theme }) => theme.space(2)} -${({ theme }) => theme.space(2)} 0 0;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  color: ${({ theme }) => theme.colors.text};
  background: none;
  border: none;
  border-radius: 50%;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

const DISMISSED_KEY = 'myfarm.maintenance.dismissed';

function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function storeDismissed(keys: string[]): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(keys));
  } catch {
    // Without storage a dismissal lasts until the next page load.
  }
}

/**
 * The dashboard's maintenance toast (spec 1 §4): every downtime starting within 7 days, until it starts.
 * A dismissal holds for that window for the rest of the browser session; the next sign-in reminds again.
 */
export function MaintenanceToast({ upcoming }: { upcoming: readonly UpcomingMaintenance[] }) {
  const account = useBusValue(account$);
  const [dismissed, setDismissed] = useState<string[]>(readDismissed);
  const shown = upcoming.filter((u) => !dismissed.includes(u.key));
  if (shown.length === 0) return null;

  const dismiss = (key: string) => {
    const next = [...dismissed, key];
    storeDismissed(next);
    setDismissed(next);
  };
  const nameOf = (u: UpcomingMaintenance) => (u.kind === 'tile' ? (account?.tiles.find((t) => t.reference === u.subject)?.text ?? u.subject) : u.subject);

  return (
    <Stack>
      {shown.map((u) => (
        <Toast key={u.key} role="status" data-testid="maintenance-toast">
          <Text>
            <p>{upcomingMaintenanceMessage(nameOf(u), u.start, u.end)}</p>
            {u.text && <p>{u.text}</p>}
          </Text>
          <Dismiss type="button" aria-label="Dismiss maintenance notice" onClick={() => dismiss(u.key)}>
            ×
          </Dismiss>
        </Toast>
      ))}
    </Stack>
  );
}
