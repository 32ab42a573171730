/** Spec 1 §4, §9: after the idle time the 'Timeout Alert' counts down from 120 seconds, then logs out. */
export const IDLE_COUNTDOWN_SECONDS = 120;

export type IdlePhase = { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

/** Where the session stands, from the last activity in any tab. */
export function idlePhase(lastActivityAt: number, now: number, idleMs: number, countdownSeconds = IDLE_COUNTDOWN_SECONDS): IdlePhase {
  const idleFor = now - lastActivityAt;
  if (idleFor < idleMs) return { kind: 'active' };
  const secondsLeft = Math.ceil((idleMs + countdownSeconds * 1000 - idleFor) / 1000);
  return secondsLeft > 0 ? { kind: 'warning', secondsLeft: Math.min(secondsLeft, countdownSeconds) } : { kind: 'expired' };
}
