import type { DataChanges } from './data-changes';

/**
 * One value made of the watched tables and shared by every request (the partners, the price model's reference
 * data, the price desk's pauses), read again once they may have changed: at once after this process's own write,
 * within a poll of data_version after anyone else's. One read however many wait for it; a failed one is not kept.
 */
export function readPerGeneration<V>(changes: Pick<DataChanges, 'generation'>, load: () => Promise<V>): () => Promise<V> {
  let kept: { generation: number; value: Promise<V> } | undefined;
  return () => {
    const generation = changes.generation();
    if (!kept || kept.generation !== generation) {
      const value = load();
      kept = { generation, value };
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}
