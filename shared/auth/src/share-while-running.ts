/** Calls made while one is under way get its result instead of starting another. */
export function shareWhileRunning<A extends unknown[], T>(run: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let running: Promise<T> | undefined;
  return (...args) =>
    (running ??= run(...args).finally(() => {
      running = undefined;
    }));
}
