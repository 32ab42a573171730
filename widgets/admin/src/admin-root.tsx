import { routes } from '@farm/core';
import { useEffect } from 'react';
import { AccountUsersPage } from './account-users-page';

/** The admin widget's route, admin (spec 1 §2 'Admin users screen'); root-config's guard lets only admins in. */
export function AdminRoot() {
  useEffect(() => {
    document.title = `${routes.admin.title} | MyFarm`;
  }, []);
  return <AccountUsersPage />;
}
