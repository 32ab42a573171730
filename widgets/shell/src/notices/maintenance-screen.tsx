import styled from '@emotion/styled';
import { MAINTENANCE_TITLE, maintenanceMessage, type Downtime } from '@farm/core';
import { media, pageCard, SupportEmailLink, SupportPhoneLink, textLinks, useModalDialog } from '@farm/ui';
import { useRef } from 'react';

const FullPage = styled.dialog`
  width: 100vw;
  height: 100vh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  border: none;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.fontFamily};
  &[open] {
    display: flex;
    align-items: center;
    justify-content: center;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.background};
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Card = styled.div`
  max-width: 640px;
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  ${pageCard}
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(5)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ${textLinks}
`;

const Contact = styled.ul`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The full-page maintenance screen (spec 1 §4): title, message and the support phone and e-mail. A modal
 * dialog that cannot be dismissed, so the page behind it is inert while MyFarm is down.
 */
export function MaintenanceScreen({ downtime }: { downtime: Downtime }) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, true);
  return (
    <FullPage ref={ref} aria-labelledby="maintenance-title" aria-describedby="maintenance-message" onCancel={(e) => e.preventDefault()}>
      <Card>
        <h1 id="maintenance-title">{MAINTENANCE_TITLE}</h1>
        <p id="maintenance-message">{maintenanceMessage(downtime.appName, downtime.plannedDownEndTime)}</p>
        <p>If you need help in the meantime, please contact our support team, 8:30 AM to 5:00 PM, Monday to Friday.</p>
        <Contact>
          <li>
            Phone: <SupportPhoneLink />
          </li>
          <li>
            E-mail: <SupportEmailLink />
          </li>
        </Contact>
      </Card>
    </FullPage>
  );
}
