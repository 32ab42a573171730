import { myAccountMessages } from '@farm/area-my-account';
import { FieldError } from '@farm/ui';
import { useId, useState, type ClipboardEvent, type InputHTMLAttributes } from 'react';

export interface LimitedInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The most the server takes in this box (LIST_TEXT_LIMITS): the browser stops typing there. */
  maxLength: number;
}

/** Whether a paste makes the box longer than its limit, so the browser keeps only its start. */
function pasteIsCut(event: ClipboardEvent<HTMLInputElement>, maxLength: number): boolean {
  const box = event.currentTarget;
  const pasted = event.clipboardData.getData('text/plain');
  const start = box.selectionStart ?? box.value.length;
  const end = box.selectionEnd ?? start;
  return box.value.length - (end - start) + pasted.length > maxLength;
}

/**
 * A search or filter box no longer than the server takes (spec 3 §5's quick search and filters). The browser cuts
 * a longer paste silently; this box says so under it ('Only the first 100 characters were pasted…') until the next
 * edit.
 */
export function LimitedInput({ maxLength, onPaste, onChange, ...input }: LimitedInputProps) {
  const id = useId();
  const [cut, setCut] = useState(false);
  const describedBy = [input['aria-describedby'], cut && `${id}-cut`].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <input
        {...input}
        maxLength={maxLength}
        aria-describedby={describedBy}
        onPaste={(event) => {
          onPaste?.(event);
          setCut(pasteIsCut(event, maxLength));
        }}
        onChange={(event) => {
          // The paste's own change keeps the message; an edit after it ends it.
          if ((event.nativeEvent as InputEvent).inputType !== 'insertFromPaste') setCut(false);
          onChange?.(event);
        }}
      />
      {cut && (
        <FieldError id={`${id}-cut`} role="alert">
          {myAccountMessages.pasteCut(maxLength)}
        </FieldError>
      )}
    </>
  );
}
