import styled from '@emotion/styled';
import { session$, signOut, useBusValue, useOutsideDismiss } from '@farm/shared';
import { useCallback, useId, useRef, useState } from 'react';

const Wrapper = styled.div`
  position: relative;
`;

const Avatar = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  background: #fff;
  border: 2px solid rgba(255, 255, 255, 0.6);
  cursor: pointer;
  &:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 20;
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Who = styled.li`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.button`
  width: 100%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  font: inherit;
  text-align: left;
  color: inherit;
  background: none;
  border: none;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.background}; }
`;

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The avatar menu; Logout ends the session here and at the identity provider. */
export function AvatarMenu() {
  const session = useBusValue(session$);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useOutsideDismiss(wrapper, open, close);

  if (!session) return null;
  const { name, email } = session.user;
  return (
    <Wrapper ref={wrapper} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <Avatar
        type="button"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        {initials(name)}
      </Avatar>
      {open && (
        <Menu id={menuId} role="menu">
          <Who role="none">
            <strong>{name}</strong>
            <br />
            {email}
          </Who>
          <li role="none">
            <Item type="button" role="menuitem" onClick={() => void signOut()}>
              Logout
            </Item>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}
