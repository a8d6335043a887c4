import {
  AliasNode,
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  type DeleteQueryNode,
  IdentifierNode,
  type Insertable,
  type InsertQueryBuilder,
  type InsertResult,
  type JoinNode,
  type Kysely,
  type KyselyPlugin,
  OnNode,
  type OperationNode,
  OperationNodeTransformer,
  OperatorNode,
  ParensNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  ReferenceNode,
  type RootOperationNode,
  type SelectQueryNode,
  TableNode,
  type UnknownRow,
  type UpdateQueryNode,
  ValueNode,
  WhereNode,
} from "kysely";
import { type Database, isScopedTable, type ScopedTable } from "./schema.ts";
import type { TenantScope } from "./tenant-scope.ts";

/**
 * The database as one scope sees it: every query a repository starts from `scoped(db, scope)` is filtered by
 * `scope = scope.key` on the table it starts from (select, update, delete, subqueries included) and on every
 * table it joins, in the join's ON so a left join stays a left join. Global tables (`GLOBAL_TABLES`) are left
 * as they are. Inserts go through `insertScoped`, which writes the scope (and the tenant) itself.
 *
 *   scoped(db, scope).selectFrom("users as u").innerJoin("sessions as s", "s.user_id", "u.id")
 *   → … inner join "sessions" as "s" on "s"."user_id" = "u"."id" and "s"."scope" = ? … where "u"."scope" = ?
 *
 * It takes the branded `TenantScope`, so a query cannot be scoped by a hand-written string. Works on a
 * transaction too (`scoped(trx, scope)`).
 */
export function scoped<D extends Kysely<Database>>(db: D, scope: TenantScope): D {
  return db.withPlugin(new ScopePlugin(scope.key)) as D;
}

export type { ScopedTable } from "./schema.ts";

/** The scoped tables that also name the tenant a row was written for (`scope.tenantId`). */
type TenantTable = { [T in ScopedTable]: "tenant_id" extends keyof Database[T] ? T : never }[ScopedTable];
const TENANT_TABLES = [
  "sessions",
  "issue_reports",
  "visits",
  "audit_events",
  "uploads",
  "roster_imports",
] as const satisfies readonly TenantTable[];
/** Compiles only while every scoped table with a `tenant_id` is listed in `TENANT_TABLES`. */
export const EVERY_TENANT_TABLE_LISTED: Exclude<TenantTable, (typeof TENANT_TABLES)[number]> extends never
  ? true
  : never = true;
const WITH_TENANT: ReadonlySet<string> = new Set(TENANT_TABLES);

/** A row of a scoped table as a repository writes it: everything but what the scope decides. */
export type ScopedInsert<T extends ScopedTable> = Omit<Insertable<Database[T]>, "scope" | "tenant_id">;

/**
 * An insert into a scoped table whose rows carry the scope's key (and, where the table has one, its tenant)
 * without the caller writing them; one row or several. What follows `values` is Kysely's own builder
 * (`onConflict`, `returning`, `execute`…).
 *
 *   insertScoped(db, scope, "password_events").values({ kind, subject, ip, created_at })
 *   → insert into "password_events" ("kind", "subject", "ip", "created_at", "scope") values (?, ?, ?, ?, ?)
 */
export function insertScoped<T extends ScopedTable>(db: Kysely<Database>, scope: TenantScope, table: T) {
  const stamp = WITH_TENANT.has(table)
    ? { scope: scope.key, tenant_id: scope.tenantId }
    : { scope: scope.key };
  return {
    values(
      rows: ScopedInsert<T> | readonly ScopedInsert<T>[],
    ): InsertQueryBuilder<Database, T, InsertResult> {
      const stamped = Array.isArray(rows) ? rows.map((row) => ({ ...row, ...stamp })) : { ...rows, ...stamp };
      return db.insertInto(table).values(stamped as never);
    },
  };
}

class ScopePlugin implements KyselyPlugin {
  readonly #transformer: ScopeTransformer;

  constructor(key: string) {
    this.#transformer = new ScopeTransformer(key);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** A scoped table as a query names it: its name, and the alias (or name) its columns are read through. */
function scopedTable(node: OperationNode | undefined): { name: string; ref: string } | null {
  if (!node) return null;
  if (AliasNode.is(node) && TableNode.is(node.node) && IdentifierNode.is(node.alias)) {
    const name = node.node.table.identifier.name;
    return isScopedTable(name) ? { name, ref: node.alias.name } : null;
  }
  if (TableNode.is(node)) {
    const name = node.table.identifier.name;
    return isScopedTable(name) ? { name, ref: name } : null;
  }
  return null;
}

/** `a AND b`, an OR on either side in parentheses (the compiler adds none). */
function and(left: OperationNode, right: OperationNode): OperationNode {
  const grouped = (node: OperationNode) => (node.kind === "OrNode" ? ParensNode.create(node) : node);
  return AndNode.create(grouped(left), grouped(right));
}

class ScopeTransformer extends OperationNodeTransformer {
  readonly #key: string;

  constructor(key: string) {
    super();
    this.#key = key;
  }

  /** `[ref.]scope = key`; qualified only when the query reads more than one table. */
  #filter(ref: string | null): OperationNode {
    const column = ColumnNode.create("scope");
    return BinaryOperationNode.create(
      ref === null ? column : ReferenceNode.create(column, TableNode.create(ref)),
      OperatorNode.create("="),
      ValueNode.create(this.#key),
    );
  }

  /** The WHERE of a query that starts from `tables`, with each scoped one's filter in front. */
  #where(
    where: WhereNode | undefined,
    tables: readonly OperationNode[],
    joined: boolean,
  ): WhereNode | undefined {
    const qualify = joined || tables.length > 1;
    let filter: OperationNode | undefined;
    for (const node of tables) {
      const table = scopedTable(node);
      if (!table) continue;
      const one = this.#filter(qualify ? table.ref : null);
      filter = filter ? and(filter, one) : one;
    }
    if (!filter) return where;
    return WhereNode.create(where ? and(filter, where.where) : filter);
  }

  protected override transformSelectQuery(node: SelectQueryNode, queryId?: QueryId) {
    const query = super.transformSelectQuery(node, queryId);
    const where = this.#where(query.where, query.from?.froms ?? [], (query.joins?.length ?? 0) > 0);
    return { ...query, where };
  }

  protected override transformUpdateQuery(node: UpdateQueryNode, queryId?: QueryId) {
    const query = super.transformUpdateQuery(node, queryId);
    const tables = query.table ? [query.table, ...(query.from?.froms ?? [])] : (query.from?.froms ?? []);
    return { ...query, where: this.#where(query.where, tables, (query.joins?.length ?? 0) > 0) };
  }

  protected override transformDeleteQuery(node: DeleteQueryNode, queryId?: QueryId) {
    const query = super.transformDeleteQuery(node, queryId);
    const tables = [...query.from.froms, ...(query.using?.tables ?? [])];
    return { ...query, where: this.#where(query.where, tables, (query.joins?.length ?? 0) > 0) };
  }

  protected override transformJoin(node: JoinNode, queryId?: QueryId) {
    const join = super.transformJoin(node, queryId);
    const table = scopedTable(join.table);
    if (!table) return join;
    if (!join.on) throw new Error(`scoped: ${table.name} is joined without ON, so its scope cannot be added`);
    return { ...join, on: OnNode.create(and(join.on.on, this.#filter(table.ref))) };
  }
}
