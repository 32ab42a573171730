import styled from '@emotion/styled';

/** The pieces the header's popup menus share, so the bell and the avatar menu look and behave alike. */
export const MenuAnchor = styled.div`
  position: relative;
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  position: relative;
  width: 44px;
  height: 44px;
  flex: none;
  padding: 0;
  font: inherit;
  color: #fff;
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: 50%;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

export const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 20;
  width: min(300px, calc(100vw - 16px));
  max-height: calc(100vh - 88px);
  overflow-y: auto;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const MenuList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const GroupLabel = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const MenuItem = styled.a`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  font: inherit;
  text-align: left;
  text-decoration: none;
  color: inherit;
  background: none;
  border: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.focus};
  }
`;

export const PanelSection = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-of-type {
    border-top: none;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
