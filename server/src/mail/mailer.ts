import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is handed to the SMTP server or written to the outbox; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Without it (a laptop, CI) nodemailer still builds the full RFC 5322 message, and it
 * is written to the outbox folder as an .eml file any mail program opens, so nothing pretends to be sent.
 */
export function createMailer(config: Config['mail']): Mailer {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await smtp.sendMail({ from: config.from, ...mail });
      },
    };
  }
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const { message } = await outbox.sendMail({ from: config.from, ...mail });
      await mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(config.outboxDir, name), message as Buffer, { flag: 'wx' });
    },
  };
}
