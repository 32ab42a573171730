import { closeDialog, dialog$ } from '@farm/core';
import { useBusValue } from '@farm/ui';
import { dialogRegistry } from './registry';

/** Renders the dialog the bus asks for; one at a time, closed through the bus. */
export function DialogHost() {
  const request = useBusValue(dialog$);
  const Component = request ? dialogRegistry[request.kind] : undefined;
  if (!request || !Component) return null;
  return <Component key={request.kind} data={request.data} onClose={closeDialog} />;
}
