import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { toasts$, type ToastMessage } from '@farm/core';

const Stack = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space(4)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: min(440px, calc(100vw - 32px));
`;

const Item = styled.div<{ kind: ToastMessage['kind'] }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: #fff;
  font-weight: 600;
  background: ${({ theme, kind }) => ({ success: theme.colors.success, error: theme.colors.danger, info: theme.colors.info })[kind]};
`;

/** Shows the bus's toasts, each for its own duration. */
export function ToastHost() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = toasts$.subscribe((message) => {
      setToasts((list) => [...list, message]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((t) => t.id !== message.id));
      }, message.durationMs);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);
  return (
    <Stack role="status" aria-live="polite">
      {toasts.map((t) => (
        <Item key={t.id} kind={t.kind}>
          {t.message}
        </Item>
      ))}
    </Stack>
  );
}
