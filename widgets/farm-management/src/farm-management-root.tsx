import styled from '@emotion/styled';
import { clientConfig } from '@farm/core';
import { EmptyState, media, VisuallyHidden } from '@farm/ui';
import { useEffect } from 'react';
import { useFillHeight } from './use-fill-height';

const TITLE = 'Farm Management';

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/**
 * Spec 1 §1: farm management is a partner product shown in a frame filling the page. Its address comes from the
 * server's configuration (FARM_MANAGEMENT_URL); without one, the page says so instead of showing an empty frame.
 */
export function FarmManagementRoot() {
  const { farmManagementUrl, support } = clientConfig();
  const { ref, height } = useFillHeight<HTMLIFrameElement>();

  useEffect(() => {
    document.title = `${TITLE} | MyFarm`;
  }, []);

  if (!farmManagementUrl) {
    return (
      <Empty>
        <h1>{TITLE}</h1>
        <EmptyState title="Farm management is not set up in MyFarm yet.">
          <p>
            If you need it, please call us on <a href={`tel:${support.phone.replace(/\s/g, '')}`}>{support.phone}</a> or email{' '}
            <a href={`mailto:${support.email}`}>{support.email}</a>.
          </p>
        </EmptyState>
      </Empty>
    );
  }
  return (
    <section aria-labelledby="farm-management-title">
      <VisuallyHidden as="h1" id="farm-management-title">
        {TITLE}
      </VisuallyHidden>
      <Bar>
        {/* Some browsers block third-party cookies in frames; the product can always be opened on its own. */}
        <a href={farmManagementUrl} target="_blank" rel="noopener noreferrer">
          Open farm management in a new tab
        </a>
      </Bar>
      <Frame
        ref={ref}
        src={farmManagementUrl}
        title="Farm management: field records, spray plans and compliance"
        style={{ height }}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
      />
    </section>
  );
}
