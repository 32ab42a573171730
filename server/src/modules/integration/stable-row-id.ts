import { createHash } from 'node:crypto';

/**
 * The same row id for the same record's row every time the record is sent, so a new version updates its rows
 * instead of adding some: a name-based (version 5 layout) UUID of the parts.
 */
export function stableRowId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\n')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
