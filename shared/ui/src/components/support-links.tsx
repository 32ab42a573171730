import { clientConfig } from '@farm/core';

/** The support phone number (spec 1 §1) as a link a phone can call. */
export function SupportPhoneLink() {
  const { phone } = clientConfig().support;
  return <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>;
}

/** The support e-mail address as a mail link. */
export function SupportEmailLink() {
  const { email } = clientConfig().support;
  return <a href={`mailto:${email}`}>{email}</a>;
}
