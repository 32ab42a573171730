import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutgoingSms {
  to: string;
  text: string;
}

/** Where text messages go. A licensed SMS gateway is another implementation of this. */
export interface SmsSender {
  /** Resolves once the message is handed over; rejects otherwise. */
  send(sms: OutgoingSms): Promise<void>;
}

/** The default: each message is written to the outbox folder as a .sms text file, beside the e-mails. */
export function createOutboxSmsSender(outboxDir: string): SmsSender {
  return {
    send: async ({ to, text }) => {
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.sms`;
      await writeFile(path.join(outboxDir, name), `To: ${to}\n\n${text}\n`, { flag: 'wx' });
    },
  };
}
