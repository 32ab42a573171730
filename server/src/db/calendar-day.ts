import { sql, type RawBuilder } from 'kysely';

/** A date column as 'YYYY-MM-DD' text, so no driver turns a calendar day into a local-time Date. */
export const calendarDay = (column: string): RawBuilder<string> => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
