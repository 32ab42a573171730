import { CancelButton, Dialog, TextField } from '@farm/ui';
import type { DialogProps } from '../dialogs/dialog-props';
import { RecentViewAsSessions } from './recent-view-as-sessions';
import { StaffAccountResults } from './staff-account-results';
import { useAccountSearch } from './use-account-search';

/**
 * Staff only (issue 12): find any business by its reference or name and open it read-only, as its customers see
 * it, in this tab. The search runs as typing pauses.
 */
export function ViewAsDialog({ onClose }: DialogProps) {
  const { register, error, search } = useAccountSearch();
  return (
    <Dialog open title="View as customer" onClose={onClose} actions={<CancelButton onClick={onClose}>Close</CancelButton>}>
      {/* The search follows typing: the form gives it the search landmark and keeps Enter from loading a page. */}
      <form role="search" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Business reference or name"
          hint="At least 2 characters, e.g. HARR0001 or Harrison"
          type="search"
          autoComplete="off"
          spellCheck={false}
          error={error}
          {...register('search')}
        />
      </form>
      {search !== undefined && <StaffAccountResults search={search} />}
      <RecentViewAsSessions />
    </Dialog>
  );
}
