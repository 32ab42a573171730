interface Repeating {
  run: () => void;
  every: number;
  due: number;
}

/**
 * A hand-wound clock for widget tests (the idle alert, the sale countdown): `Date.now` and `window.setInterval`
 * answer to it until `uninstall`. Nothing else is faked (timeouts, animation frames, the BroadcastChannel,
 * fetch), so React, the testing library, the mock API and messages between tabs behave as usual.
 */
export function installFakeClock(start = Date.now()) {
  const real = { now: Date.now, setInterval: window.setInterval, clearInterval: window.clearInterval };
  const timers = new Map<number, Repeating>();
  let now = start;
  let nextId = 1;

  Date.now = () => now;
  window.setInterval = ((handler: () => void, every = 0) => {
    const id = nextId++;
    timers.set(id, { run: handler, every: Math.max(1, every), due: now + Math.max(1, every) });
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) timers.delete(id);
  }) as typeof window.clearInterval;

  return {
    now: () => now,
    /** Moves time on by `ms`, running each interval as often as it falls due, in time order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const [, timer] = [...timers].sort(([, a], [, b]) => a.due - b.due)[0] ?? [];
        if (!timer || timer.due > end) break;
        now = timer.due;
        timer.due += timer.every;
        timer.run();
      }
      now = end;
    },
    uninstall() {
      Object.assign(Date, { now: real.now });
      Object.assign(window, { setInterval: real.setInterval, clearInterval: real.clearInterval });
    },
  };
}
