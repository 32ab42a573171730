import { clientConfig, session$, signedOutElsewhere, signOut } from '@farm/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { idlePhase, type IdlePhase } from './idle-phase';
import { SharedActivity } from './shared-activity';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity is written to storage at most this often; the idle time is minutes, so a second is plenty. */
const RECORD_EVERY_MS = 1000;
/** Short ticks so the countdown starts at 120 rather than whatever second the tick happened to land on. */
const TICK_MS = 250;

const samePhase = (a: IdlePhase, b: IdlePhase) => a.kind === b.kind && (a.kind !== 'warning' || (b.kind === 'warning' && a.secondsLeft === b.secondsLeft));

/**
 * The session's idle time-out (spec 1 §4), shared across the tabs of the browser: activity in any tab keeps
 * every tab alive, and a logout in one (from the menu, the alert or the countdown) ends them all.
 */
export function useIdleTimeout(idleMs: number = clientConfig().idleTimeoutMs) {
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'active' });
  const activityRef = useRef<SharedActivity | undefined>(undefined);
  const updateRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const activity = new SharedActivity();
    activityRef.current = activity;
    let current: IdlePhase = { kind: 'active' };
    let lastRecorded = 0;
    let loggingOut = false;
    let remoteLogout = false;

    const logOut = () => {
      if (loggingOut || !session$.value) return;
      loggingOut = true;
      void signOut();
    };
    const update = () => {
      const next: IdlePhase = session$.value ? idlePhase(activity.lastActivityAt(), Date.now(), idleMs) : { kind: 'active' };
      current = next;
      setPhase((previous) => (samePhase(previous, next) ? previous : next));
      if (next.kind === 'expired') logOut();
    };
    updateRef.current = update;
    const onUserActivity = () => {
      // Once the alert shows, only its button (or activity in another tab) keeps the session.
      if (current.kind !== 'active') return;
      const now = Date.now();
      if (now - lastRecorded < RECORD_EVERY_MS) return;
      lastRecorded = now;
      activity.record(now);
    };

    activity.record();
    lastRecorded = Date.now();
    let signedIn = session$.value !== null;
    const sessionSubscription = session$.subscribe((session) => {
      if (signedIn && !session && !remoteLogout) activity.announceLogout();
      signedIn = session !== null;
    });
    const stopLogout = activity.onLogout(() => {
      if (loggingOut || !session$.value) return;
      loggingOut = true;
      remoteLogout = true;
      void signedOutElsewhere();
    });
    const stopActivity = activity.onActivity(update);
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onUserActivity, { capture: true, passive: true }));
    const timer = window.setInterval(update, TICK_MS);
    update();

    return () => {
      window.clearInterval(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onUserActivity, { capture: true }));
      stopActivity();
      stopLogout();
      sessionSubscription.unsubscribe();
      activity.close();
    };
  }, [idleMs]);

  const stay = useCallback(() => {
    activityRef.current?.record();
    updateRef.current();
  }, []);
  const logOff = useCallback(() => void signOut(), []);

  return { phase, stay, logOff };
}
