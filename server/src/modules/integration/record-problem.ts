/** Why a record was not written, in words the merchant's IT can act on, with a code its system can act on. */
export type RecordProblemCode =
  | 'INVALID_JSON'
  | 'INVALID_RECORD'
  | 'UNKNOWN_KIND'
  | 'SCOPE_MISSING'
  | 'PARENT_MISSING'
  | 'RULE_BROKEN'
  | 'VERSION_CONFLICT'
  | 'BATCH_TOO_LARGE';

/** Thrown while a record is applied: its transaction rolls back, so nothing of it is written. */
export class RecordProblem extends Error {
  constructor(
    readonly code: RecordProblemCode,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'RecordProblem';
  }

  /** PARENT_MISSING only: the same record sent again once its parent has arrived will be written. */
  get retryable(): boolean {
    return this.code === 'PARENT_MISSING';
  }
}
