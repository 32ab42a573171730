// @farm/core/forms: the zod schemas the portal's forms check what the user types with, the very ones the server
// validates the same requests with (shared/core/src/domain). Its own import-map module with zod inside, so the
// core evaluates no schema: a form loads it when it first needs it (useZodForm in @farm/ui).
export { activationSchema } from '../domain/activation';
export { limusCalculatorSchema, seedCalculatorSchema, wheatNitrogenCalculatorSchema } from '../domain/calculator-inputs';
export { releaseNotesRangeSchema } from '../domain/content';
export { emailPreferencesSchema } from '../domain/email-preferences';
export { weatherLocationQuerySchema } from '../domain/weather';
export { saleDraftSchema, sellGrainFormSchema } from '../domain/crop-marketing';
export { marketReportWriteSchema } from '../domain/market-report';
export { staffAccountSearchSchema } from '../domain/view-as';
export { addAccountUserSchema, adminEmailSchema, updateAccountUserSchema } from '../domain/account-users';
export { alertContactPreferencesFormSchema, priceAlertCreateSchema, priceAlertUpdateSchema, standingOfferCreateSchema } from '../domain/price-alerts';
export { parcelFormSchema } from '../domain/samples';
export { destinationCodeFormSchema } from '../domain/alert-destinations';
