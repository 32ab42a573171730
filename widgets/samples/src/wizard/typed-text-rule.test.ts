import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pastedTextProblem, TYPED_TEXT_RULES, typedTextRefusal, type TypedEdit } from './typed-text-rule';

const typing = (value: string, data: string, inputType = 'insertText'): TypedEdit => ({
  inputType,
  data,
  value,
  selectionStart: value.length,
  selectionEnd: value.length,
});

describe('typedTextRefusal (spec 3 §5: other input is blocked as typed)', () => {
  it("takes letters, digits, space and - ' , . in a parcel name, and refuses < and other characters", () => {
    for (const key of ['a', 'Z', '7', ' ', '-', "'", ',', '.'])
      assert.equal(typedTextRefusal(TYPED_TEXT_RULES.parcelName, typing('Wheat', key)), undefined, key);
    for (const key of ['<', '>', '&', '/', '!', 'é'])
      assert.equal(typedTextRefusal(TYPED_TEXT_RULES.parcelName, typing('Wheat', key)), "Use only letters, digits, spaces and - ' , .", key);
  });

  it('refuses the 51st character of a name, the 11th of a tonnage and the 501st of the notes', () => {
    assert.equal(typedTextRefusal(TYPED_TEXT_RULES.parcelName, typing('x'.repeat(49), 'y')), undefined);
    assert.equal(typedTextRefusal(TYPED_TEXT_RULES.parcelName, typing('x'.repeat(50), 'y')), 'Use 50 characters or fewer.');
    assert.equal(typedTextRefusal(TYPED_TEXT_RULES.tonnage, typing('1234567890', '1')), 'Use 10 characters or fewer.');
    assert.equal(typedTextRefusal(TYPED_TEXT_RULES.notes, typing('n'.repeat(500), 'n')), 'Use 500 characters or fewer.');
  });

  it('refuses an apostrophe or comma in a tonnage, which takes letters, digits, space, - and . only', () => {
    assert.equal(typedTextRefusal(TYPED_TEXT_RULES.tonnage, typing('12', '.')), undefined);
    assert.equal(typedTextRefusal(TYPED_TEXT_RULES.tonnage, typing('12', ',')), 'Use only letters, digits, spaces, - and .');
  });

  it('takes a line break in the notes only', () => {
    const enter = (rule: keyof typeof TYPED_TEXT_RULES) =>
      typedTextRefusal(TYPED_TEXT_RULES[rule], { ...typing('Bay 2', ''), inputType: 'insertLineBreak', data: null });
    assert.equal(enter('notes'), undefined);
    assert.notEqual(enter('parcelName'), undefined);
  });

  it('counts a typed character that replaces a selection as a replacement, not an addition', () => {
    const full = 'x'.repeat(50);
    assert.equal(
      typedTextRefusal(TYPED_TEXT_RULES.parcelName, { inputType: 'insertText', data: 'y', value: full, selectionStart: 0, selectionEnd: 50 }),
      undefined,
    );
  });

  it('lets pasted text in, for the form to name its problem', () => {
    assert.equal(typedTextRefusal(TYPED_TEXT_RULES.parcelName, typing('Wheat', '<b>', 'insertFromPaste')), undefined);
  });
});

describe('pastedTextProblem (spec 3 §5: a paste that breaks a rule is named, not silently dropped)', () => {
  it('names the characters or the length a pasted box breaks, and nothing for typing or a good paste', () => {
    assert.equal(pastedTextProblem(TYPED_TEXT_RULES.parcelName, 'insertFromPaste', 'North <b>'), "Use only letters, digits, spaces and - ' , .");
    assert.equal(pastedTextProblem(TYPED_TEXT_RULES.tonnage, 'insertFromDrop', '1'.repeat(11)), 'Use 10 characters or fewer.');
    assert.equal(pastedTextProblem(TYPED_TEXT_RULES.parcelName, 'insertFromPaste', 'North store'), undefined);
    assert.equal(pastedTextProblem(TYPED_TEXT_RULES.parcelName, 'insertText', 'North <b>'), undefined);
  });
});
