import styled from '@emotion/styled';
import { paths } from '@farm/core';
import { focusRing, RouteLink, VisuallyHidden } from '@farm/ui';

const Link = styled(RouteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
  ${focusRing()}
`;

/** A panel's More link to crop marketing (spec 2 §2), named for its panel for screen readers. */
export function MoreLink({ about }: { about: string }) {
  return (
    <Link path={paths.cropMarketing}>
      More<VisuallyHidden> {about}</VisuallyHidden>
    </Link>
  );
}
