import type { ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';

/** A column's heading: its words, or its words with whether it holds numbers and whether only screen readers hear it. */
export type ColumnHeading = string | { text: ReactNode; key?: string; numeric?: boolean; unseen?: boolean };

/**
 * The `<th scope="col">` cells of a table's heading row, in order. A numeric column is marked `data-numeric`,
 * which the tables' styles align right; an unseen one names a column of buttons for screen readers.
 */
export function ColumnHeadings({ columns }: { columns: readonly ColumnHeading[] }) {
  return columns.map((column, index) => {
    const { text, key, numeric, unseen } = typeof column === 'string' ? { text: column } : column;
    return (
      <th key={key ?? (typeof text === 'string' ? text : index)} scope="col" data-numeric={numeric || undefined}>
        {unseen ? <VisuallyHidden>{text}</VisuallyHidden> : text}
      </th>
    );
  });
}
