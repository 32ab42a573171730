import type { MovementStatus } from '@farm/area-my-account';

/** The All / Planned / Moved switch (spec 3 §2): All sends no status. */
export type StatusChoice = 'all' | MovementStatus;

export const STATUS_CHOICES: readonly { value: StatusChoice; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'planned', label: 'Planned' },
  { value: 'complete', label: 'Moved' },
];

export const statusQuery = (choice: StatusChoice): MovementStatus | undefined => (choice === 'all' ? undefined : choice);
