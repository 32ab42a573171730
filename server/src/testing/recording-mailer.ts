import type { Mailer, OutgoingMail } from '../mail';

export interface RecordingMailer extends Mailer {
  /** How many e-mails to `to` have been sent (written to the outbox) so far. */
  sentTo(to: string): number;
  /** Resolves once `count` e-mails to `to` have been sent: for mail the server sends after it has answered. */
  waitForMail(to: string, count: number): Promise<void>;
}

/** Passes every e-mail on to `inner` and keeps count, so a test waits on the e-mail itself rather than a timer. */
export function recordingMailer(inner: Mailer): RecordingMailer {
  const sent: OutgoingMail[] = [];
  const waiters = new Set<() => void>();
  const sentTo = (to: string) => sent.filter((mail) => mail.to === to).length;
  return {
    async send(mail) {
      await inner.send(mail);
      sent.push(mail);
      for (const wake of waiters) wake();
    },
    sentTo,
    waitForMail: (to, count) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          if (sentTo(to) < count) return;
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        wake();
      }),
  };
}
