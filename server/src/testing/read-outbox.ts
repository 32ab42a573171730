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
