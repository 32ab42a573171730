import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

export interface ReceivedMail {
  to: string[];
  from: string | undefined;
  subject: string | undefined;
  text: string;
  html: string;
}

/** Every e-mail the outbox mailer wrote to `dir`, oldest first, parsed as a mail program would. */
export async function readOutbox(dir: string): Promise<ReceivedMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const email = await PostalMime.parse(await readFile(path.join(dir, name)));
      return {
        to: (email.to ?? []).map((address) => address.address ?? ''),
        from: email.from?.address,
        subject: email.subject,
        text: email.text ?? '',
        html: email.html ?? '',
      };
    }),
  );
}

/** The one-time link in the newest reset e-mail sent to `email`. */
export async function latestResetLink(dir: string, email: string): Promise<string | undefined> {
  const mail = (await readOutbox(dir)).filter((m) => m.to.includes(email)).at(-1);
  return mail?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
}

export interface ReceivedSms {
  to: string;
  text: string;
}

/** Every text message the outbox SMS sender wrote to `dir`, oldest first. */
export async function readSmsOutbox(dir: string): Promise<ReceivedSms[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.sms')).sort();
  return Promise.all(
    names.map(async (name) => {
      const [head = '', ...body] = (await readFile(path.join(dir, name), 'utf8')).split('\n\n');
      return { to: head.replace(/^To: /, ''), text: body.join('\n\n').trim() };
    }),
  );
}

/** The code in the newest confirmation message to `to` (an e-mail address, or a +447… number by SMS). */
export async function latestDestinationCode(dir: string, to: string): Promise<string | undefined> {
  const texts = to.includes('@')
    ? (await readOutbox(dir)).filter((m) => m.to.includes(to)).map((m) => m.text)
    : (await readSmsOutbox(dir)).filter((m) => m.to === to).map((m) => m.text);
  return texts
    .map((text) => text.match(/MyFarm (?:confirmation )?code(?: is|:) (\d+)/)?.[1])
    .filter(Boolean)
    .at(-1);
}
