import { EDITABLE_ROLES } from '@farm/area-account-users';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RadioChoice } from '@farm/ui';

/** Spec 1 §4: the role an admin gives, User or Admin (Lead is the lead user's alone, and never chosen here). */
export function RoleField({ registration }: { registration: UseFormRegisterReturn<'role'> }) {
  return (
    <RadioChoice>
      <legend>Role</legend>
      {EDITABLE_ROLES.map((role) => (
        <label key={role}>
          <input type="radio" value={role} {...registration} />
          {role}
        </label>
      ))}
    </RadioChoice>
  );
}
