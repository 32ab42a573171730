import { routes } from '@farm/core';
import { useEffect } from 'react';
import { AlertsPage } from './alerts-page';

/** The alerts widget's route, myc/alerts (spec 2 §2 'Price alerts list'). */
export function AlertsRoot() {
  useEffect(() => {
    document.title = `${routes.priceAlerts.title} | MyFarm`;
  }, []);
  return <AlertsPage />;
}
