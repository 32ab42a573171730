// The parcel wizard's own texts, where spec 3 shows none (its texts are in @farm/core's myAccountMessages).

export const wizardMessages = {
  /** Step labels of the stepper (§2, §4), word for word. */
  steps: ['Selecting commodity', 'Selecting samples', 'Parcel details', 'Parcel summary'] as const,
  selectCommodity: 'Select a commodity',
  /** After a 412: what became of the user's change once re-applied to the list as it is now. */
  newParcelReapplied: (name: string) => `Your new parcel '${name}' was added to them as they are now.`,
  editReapplied: (name: string) => `Your changes to '${name}' were applied to them as they are now.`,
  defaultNameTaken: (from: string, to: string) => `'${from}' had been taken meanwhile, so your parcel is named '${to}'.`,
  theirEditReplaced: (name: string) => `'${name}' itself had been changed elsewhere too: your version replaced that change.`,
  nameShared: (name: string) => `Another parcel is also named '${name}'.`,
  parcelDeletedElsewhere: 'This parcel was deleted elsewhere',
  createAnew: 'Create it anew',
  parcelNotFound: 'This parcel is not among the parcels of the selected business account.',
  noParcels: 'No parcels yet',
  noParcelsHint: 'A parcel groups samples of one commodity, for example to see whether they make a grade together.',
  /** Delete on the Parcels tab. */
  deleteChanged: 'The list below is as it is now: check your selection and delete again.',
  /** Refused keystrokes: what may be typed in each box (§5). */
  typedRefused: (message: string) => `Not typed: ${message}`,
};
