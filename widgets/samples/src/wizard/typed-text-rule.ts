import { myAccountMessages, PARCEL_NOTES_PATTERN, PARCEL_TEXT_PATTERN, SAMPLE_LIMITS, TONNAGE_PATTERN } from '@farm/area-my-account';

/** What a parcel text box takes as typed (§5): its characters and its length, and what to say when a keystroke is refused. */
export interface TypedTextRule {
  pattern: RegExp;
  max: number;
  characters: string;
  tooLong: string;
}

export const TYPED_TEXT_RULES = {
  parcelName: {
    pattern: PARCEL_TEXT_PATTERN,
    max: SAMPLE_LIMITS.parcelName,
    characters: myAccountMessages.parcelNameCharacters,
    tooLong: myAccountMessages.parcelNameTooLong,
  },
  tonnage: { pattern: TONNAGE_PATTERN, max: SAMPLE_LIMITS.tonnage, characters: myAccountMessages.tonnageCharacters, tooLong: myAccountMessages.tonnageTooLong },
  notes: {
    pattern: PARCEL_NOTES_PATTERN,
    max: SAMPLE_LIMITS.notes,
    characters: myAccountMessages.parcelNameCharacters,
    tooLong: myAccountMessages.notesTooLong,
  },
} as const satisfies Record<string, TypedTextRule>;

/**
 * The input types of typing (a key, Enter in a text area, a spelling fix). Pasted and dropped text is let in, so
 * the form's schema names what is wrong with it instead of the paste silently doing nothing.
 */
const TYPED = new Set(['insertText', 'insertLineBreak', 'insertParagraph', 'insertReplacementText']);
const PASTED = new Set(['insertFromPaste', 'insertFromDrop']);

export interface TypedEdit {
  inputType: string;
  /** The text typed (null for a line break). */
  data: string | null;
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** Why a keystroke is refused (§5: other input is blocked), or undefined when the box takes it. */
export function typedTextRefusal(rule: TypedTextRule, edit: TypedEdit): string | undefined {
  if (!TYPED.has(edit.inputType)) return undefined;
  const inserted = edit.inputType === 'insertLineBreak' || edit.inputType === 'insertParagraph' ? '\n' : (edit.data ?? '');
  const start = edit.selectionStart ?? edit.value.length;
  const end = edit.selectionEnd ?? start;
  const next = edit.value.slice(0, start) + inserted + edit.value.slice(end);
  // The typed text alone is checked, so a box holding pasted text the schema refuses still takes good keys.
  if (!rule.pattern.test(inserted)) return rule.characters;
  // Typing over a box already too long (pasted) is refused only when it makes it longer.
  if (next.length > rule.max && next.length > edit.value.length) return rule.tooLong;
  return undefined;
}

/**
 * What is wrong with a box once text was pasted or dropped into it (let in, not blocked): the rule it breaks, said
 * at once rather than when the box is left; undefined for any other edit, or when the box keeps its rules.
 */
export function pastedTextProblem(rule: TypedTextRule, inputType: string, value: string): string | undefined {
  if (!PASTED.has(inputType)) return undefined;
  if (!rule.pattern.test(value)) return rule.characters;
  if (value.length > rule.max) return rule.tooLong;
  return undefined;
}
