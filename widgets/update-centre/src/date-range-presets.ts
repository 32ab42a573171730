import moment from 'moment';

/** Spec 2 §2: the History tab's date-range presets, labelled as the spec writes them. */
export const datePresets = ['+/-30 days', '60 days', '90 days', '6 months', 'current year', 'previous year', 'Clear'] as const;
export type DatePreset = (typeof datePresets)[number];

export interface DateRange {
  /** Inclusive calendar days, YYYY-MM-DD; undefined is open-ended. */
  from?: string;
  to?: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * The range a preset stands for, around today. The first preset's "+/-" applies to the day-count presets
 * that follow it (60 and 90 days, 6 months): each reaches as far after today as before it, so a note
 * scheduled a few days ahead still falls inside. Clear removes the range.
 */
export function rangeForPreset(preset: DatePreset, today: Date = new Date()): DateRange {
  const day = moment(today).startOf('day');
  const around = (amount: number, unit: 'days' | 'months') => ({
    from: day.clone().subtract(amount, unit).format(DAY),
    to: day.clone().add(amount, unit).format(DAY),
  });
  switch (preset) {
    case '+/-30 days':
      return around(30, 'days');
    case '60 days':
      return around(60, 'days');
    case '90 days':
      return around(90, 'days');
    case '6 months':
      return around(6, 'months');
    case 'current year':
      return { from: day.clone().startOf('year').format(DAY), to: day.clone().endOf('year').format(DAY) };
    case 'previous year': {
      const last = day.clone().subtract(1, 'year');
      return { from: last.clone().startOf('year').format(DAY), to: last.clone().endOf('year').format(DAY) };
    }
    case 'Clear':
      return {};
  }
}
