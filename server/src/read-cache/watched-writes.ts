import { AliasNode, TableNode, type KyselyPlugin, type OperationNode, type RootOperationNode } from 'kysely';

/** What the cached reads are made of; migrations 0011, 0025, 0029, 0030 and 0032 put a data_version trigger on each. */
const WATCHED_TABLES: ReadonlySet<string> = new Set([
  'accounts',
  'account_users',
  'users',
  'user_tiles',
  'tiles',
  'feature_toggles',
  'partners',
  'selling_pauses',
  'manual_prices',
]);

const tableOf = (node: OperationNode | undefined): string | undefined => {
  if (node && AliasNode.is(node)) return tableOf(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
};

/** The tables an insert, update, delete or merge writes to; none for anything else. */
function tablesWritten(node: RootOperationNode): (string | undefined)[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return [tableOf(node.into)];
    case 'UpdateQueryNode':
      return [tableOf(node.table)];
    case 'DeleteQueryNode':
      return node.from.froms.map(tableOf);
    case 'MergeQueryNode':
      return [tableOf(node.into)];
    default:
      return [];
  }
}

/**
 * Calls `onWrite` as this process is about to write to a watched table, so its own cached reads are dropped at
 * once rather than at the next look at data_version. Raw `sql` is not recognised: no code writes those tables
 * that way (migrations aside, which run before anything is cached).
 */
export function watchedWrites(onWrite: () => void): KyselyPlugin {
  return {
    transformQuery: ({ node }) => {
      if (tablesWritten(node).some((table) => table !== undefined && WATCHED_TABLES.has(table))) onWrite();
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}
