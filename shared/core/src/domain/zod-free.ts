// The domain's files that import no zod: constants, messages and rules the portal's core and its widgets use as
// they run. @farm/core exports these, and only the types of the schema files, so loading the core evaluates no
// schema; the platform's forms take theirs from @farm/core/forms, loaded when such a form needs one.
export * from './activation-messages';
export * from './content-rules';
export * from './maintenance-message';
export * from './partner';
export * from './password-reset';
export * from './tile-access';
export * from './pence';
export * from './futures-markets-constants';
export * from './view-as-constants';
export * from './market-data-constants';
export * from './shell-dialogs';
