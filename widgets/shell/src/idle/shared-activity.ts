const ACTIVITY_KEY = 'myfarm.lastActivity';
const CHANNEL_NAME = 'myfarm-session';

type SessionMessage = { type: 'activity'; at: number } | { type: 'logout' };

/**
 * The idle clock every tab of the portal shares: the last activity lives in localStorage (so a tab opened
 * later, or one whose messages were missed, reads it) and is announced on a BroadcastChannel, which also
 * carries a logout to every other tab.
 */
export class SharedActivity {
  private localAt = 0;
  private readonly channel: BroadcastChannel | undefined;
  private readonly logoutListeners = new Set<() => void>();
  private readonly activityListeners = new Set<() => void>();

  constructor(private readonly storage: Storage | undefined = safeLocalStorage()) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
    this.channel?.addEventListener('message', (event: MessageEvent<SessionMessage>) => {
      const message = event.data;
      if (message?.type === 'activity' && typeof message.at === 'number') {
        this.localAt = Math.max(this.localAt, message.at);
        this.activityListeners.forEach((listener) => listener());
      }
      if (message?.type === 'logout') this.logoutListeners.forEach((listener) => listener());
    });
  }

  /** The latest activity seen in this tab or any other. */
  lastActivityAt(): number {
    const stored = Number(this.storage?.getItem(ACTIVITY_KEY));
    return Math.max(this.localAt, Number.isFinite(stored) ? stored : 0);
  }

  record(at: number = Date.now()): void {
    this.localAt = Math.max(this.localAt, at);
    try {
      this.storage?.setItem(ACTIVITY_KEY, String(this.localAt));
    } catch {
      // Storage full or blocked: the channel still tells the other tabs.
    }
    this.channel?.postMessage({ type: 'activity', at: this.localAt } satisfies SessionMessage);
  }

  announceLogout(): void {
    this.channel?.postMessage({ type: 'logout' } satisfies SessionMessage);
  }

  onLogout(listener: () => void): () => void {
    this.logoutListeners.add(listener);
    return () => this.logoutListeners.delete(listener);
  }

  onActivity(listener: () => void): () => void {
    this.activityListeners.add(listener);
    return () => this.activityListeners.delete(listener);
  }

  close(): void {
    this.channel?.close();
    this.logoutListeners.clear();
    this.activityListeners.clear();
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
