import { useId } from 'react';
import { LimitedInput } from './limited-input';

export interface QuickSearchProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The most the server takes (LIST_TEXT_LIMITS.search). */
  maxLength: number;
}

/** A list's quick search box (spec 3 §2), in the toolbar's `.search` slot; the list applies it as typing pauses. */
export function QuickSearch({ label, value, onChange, maxLength }: QuickSearchProps) {
  const id = useId();
  return (
    <div className="search">
      <label htmlFor={id}>{label}</label>
      <LimitedInput id={id} type="search" maxLength={maxLength} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
