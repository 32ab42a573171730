import { randomInt } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { invitationMail, type Mailer } from '../../mail';
import { hashActivationCode, issueResetToken, resetPasswordLink } from '../onboarding';

/** Capitals and digits that cannot be misread for one another (no O/0, I/1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
/** An invitation can sit in an inbox over a week of harvest. */
const INVITATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const activationCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export interface Invitation {
  user: { id: string; email: string; name: string };
  business: string;
  invitedBy: string;
}

/**
 * Gives an invited user their activation code and (with the embedded provider) a one-time link to choose a
 * password, and e-mails both. Called inside the transaction that creates the user: an e-mail that cannot be sent
 * rolls the whole addition back, so nobody is left invited without an invitation. Only hashes are stored.
 */
export async function sendInvitation(trx: Db, { config, mailer }: { config: Config; mailer: Mailer }, invitation: Invitation): Promise<void> {
  const code = activationCode();
  await trx
    .insertInto('activation_codes')
    .values({ user_id: invitation.user.id, code_hash: await hashActivationCode(code) })
    .execute();
  const link = config.oidc.embedded ? resetPasswordLink(config, (await issueResetToken(trx, invitation.user.id, INVITATION_LINK_TTL_MS)).token) : null;
  await mailer.send(
    invitationMail({
      to: invitation.user.email,
      name: invitation.user.name,
      business: invitation.business,
      invitedBy: invitation.invitedBy,
      link,
      issuer: config.oidc.issuer,
      activationCode: code,
      portalUrl: config.publicUrl,
      support: config.support,
    }),
  );
}
