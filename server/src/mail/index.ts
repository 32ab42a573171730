export { createMailer, type Mailer, type OutgoingMail } from './mailer';
export { passwordResetMail, PASSWORD_RESET_SUBJECT } from './password-reset-mail';
export { createOutboxSmsSender, type SmsSender } from './sms-sender';
export { invitationMail, INVITATION_SUBJECT } from './invitation-mail';
export { businessInvitationMail, BUSINESS_INVITATION_SUBJECT } from './business-invitation-mail';
export { destinationCodeMail, destinationCodeSms, DESTINATION_CODE_SUBJECT } from './destination-code-messages';
