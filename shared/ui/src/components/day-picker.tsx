import { lazy, Suspense, type ComponentProps } from 'react';
import { Loader } from './loader';

// react-datepicker is its own import-map module, loaded when a date box first shows: only the My Account lists, the
// movements grid and the offer dialog download it.
const DatePicker = lazy(() => import('react-datepicker'));

type DatePickerProps = ComponentProps<typeof DatePicker>;

/** What a caller says about its box; the rest is the same for every day box of the portal. */
export type DayPickerProps = Pick<
  DatePickerProps,
  'id' | 'value' | 'selected' | 'onChangeRaw' | 'onBlur' | 'minDate' | 'maxDate' | 'strictParsing' | 'ariaInvalid' | 'ariaDescribedBy'
> & {
  /** A day picked in the calendar, or null when the box is cleared: one day, never a range. */
  onChange: (date: Date | null) => void;
};

/** A DD/MM/YYYY box with a calendar that starts on Monday, the one way the portal asks for a day. */
export function DayPicker(props: DayPickerProps) {
  return (
    <Suspense fallback={<Loader label="Loading the calendar…" />}>
      <DatePicker
        {...props}
        dateFormat="dd/MM/yyyy"
        placeholderText="DD/MM/YYYY"
        calendarStartDay={1}
        showPopperArrow={false}
        popperPlacement="bottom-start"
        autoComplete="off"
      />
    </Suspense>
  );
}
