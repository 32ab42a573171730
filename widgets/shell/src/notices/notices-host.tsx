import {
  activeAppDowntime,
  downtime$,
  notifications$,
  paths,
  releaseForPopup,
  releaseNoteState$,
  type ReleaseNoteSummary,
  session$,
  toast,
  upcomingMaintenance,
} from '@farm/core';
import { useBusValue, useLocationPath } from '@farm/ui';
import { useEffect, useState } from 'react';
import { MaintenanceScreen } from './maintenance-screen';
import { MaintenanceToast } from './maintenance-toast';
import { ReleasePopup } from './release-popup';
import { useNow } from './use-now';

/** Spec 1 §8: the downtime load failure. */
export const DOWNTIME_LOAD_ERROR = 'Failed to fetch downtime data';

/**
 * The shell's notices (spec 1 §2, §4): the full-page maintenance screen while MyFarm is down, the
 * dashboard's maintenance toast in the 7 days before a downtime, and the release popup. All of it follows
 * the bus; nothing here calls the API except counting a popup showing.
 */
export function NoticesHost() {
  const downtime = useBusValue(downtime$);
  const session = useBusValue(session$);
  const notes = useBusValue(notifications$);
  const releaseState = useBusValue(releaseNoteState$);
  const path = useLocationPath().replace(/\/+$/, '');
  const now = useNow();
  // Decided once per page load: the popup never reappears after closing, even as the count changes.
  const [popup, setPopup] = useState<ReleaseNoteSummary | null | undefined>(undefined);

  useEffect(() => {
    if (downtime.status === 'failed') toast(DOWNTIME_LOAD_ERROR, 'error', 6000);
  }, [downtime.status]);

  const content = downtime.status === 'loaded' ? downtime.content : null;
  const down = activeAppDowntime(content, now);
  const onboarding = session ? session.user.application.myfarm.acceptTerms || session.user.application.myfarm.activate : true;

  useEffect(() => {
    if (popup !== undefined || !releaseState || onboarding || down || path === paths.updateCentre) return;
    setPopup(releaseForPopup(notes, releaseState, new Date()) ?? null);
  }, [popup, releaseState, notes, onboarding, down, path]);

  if (down) return <MaintenanceScreen downtime={down} />;
  const upcoming = path === paths.dashboard ? upcomingMaintenance(content, now) : [];
  return (
    <>
      {upcoming.length > 0 && <MaintenanceToast upcoming={upcoming} />}
      {popup && <ReleasePopup release={popup} />}
    </>
  );
}
