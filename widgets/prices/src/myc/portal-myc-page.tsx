import { useEffect } from 'react';
import { MycPage } from './myc-page';

/** The /dashboard/myc route, titled like the other pages. */
export function PortalMycPage() {
  useEffect(() => {
    document.title = 'Crop Marketing | MyFarm';
  }, []);
  return <MycPage />;
}
