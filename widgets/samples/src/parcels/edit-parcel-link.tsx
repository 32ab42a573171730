import styled from '@emotion/styled';
import type { Parcel } from '@farm/area-my-account';
import { focusRing, RouteLink, VisuallyHidden } from '@farm/ui';
import { editPath } from './parcel-list-props';

const Link = styled(RouteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  ${focusRing()}
`;

/** A parcel's Edit action: the wizard in edit mode (§4), as a real link. */
export function EditParcelLink({ parcel }: { parcel: Parcel }) {
  return (
    <Link path={editPath(parcel.parcelId)}>
      Edit<VisuallyHidden> {parcel.parcelName}</VisuallyHidden>
    </Link>
  );
}
