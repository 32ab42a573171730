import { routes } from '@farm/core';
import { useEffect } from 'react';
import { MyAccountPage } from './my-account-page';

/** The My Account widget's route, myaccount (spec 3 §2 'Transactions page'). */
export function MyAccountRoot() {
  useEffect(() => {
    document.title = `${routes.myAccount.title} | MyFarm`;
  }, []);
  return <MyAccountPage />;
}
