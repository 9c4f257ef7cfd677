import {
  SelectQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const rowLocks = new Set(['ForUpdate', 'ForShare', 'ForKeyShare', 'ForNoKeyUpdate', 'NoWait', 'SkipLocked']);

/**
 * Drops row-lock clauses (`FOR UPDATE` and kin) from selects on SQLite, which has none: its writers already run one at
 * a time (BEGIN IMMEDIATE), so a repository locks the rows it changes once and the same query runs on both engines.
 */
export class LockFreeSqlite implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (!SelectQueryNode.is(node) || !node.endModifiers?.length) return node;
    const kept = node.endModifiers.filter((modifier) => !modifier.modifier || !rowLocks.has(modifier.modifier));
    return kept.length === node.endModifiers.length ? node : { ...node, endModifiers: kept };
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
