import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

/**
 * Statements planned once on PGlite (docs/decisions/063).
 *
 * PGlite's own `query` sends every statement as an unnamed one: parsed,
 * planned and described afresh on each call. For a hot point lookup such as
 * a feed poll's token, that planning is most of the query's cost. A query
 * marked with `planOnce` is parsed here once into a named statement, and each
 * run is one call into PGlite (bind, describe, execute, sync), so PostgreSQL
 * can reuse its plan, as drizzle's `.prepare(name)` already does on
 * PostgreSQL. Only marked statements take this path: a reused plan is chosen
 * without the parameters' values, which suits a lookup by key but not, say,
 * a search whose best plan depends on the words searched. Everything else,
 * and any option beyond drizzle's row mode and parsers, is PGlite's own
 * `query`. Results, parsers, serializers, notices and errors are PGlite's.
 */

/** SQL texts marked by `planOnce`: a few, fixed by the code. */
const marked = new Set<string>();

/**
 * Marks a query (a drizzle builder) to be planned once on PGlite. For point
 * lookups on a hot path whose best plan does not depend on their parameters.
 */
export function planOnce<Q extends { toSQL(): { sql: string } }>(query: Q): Q {
  marked.add(query.toSQL().sql);
  return query;
}

// "cached plan must not change result type": a kept statement whose table
// changed shape under it (a migration, a test's DDL); parsed again once.
const PLAN_CHANGED = "0A000";

// Names unique in the process, so two wrappers of one PGlite never collide.
let made = 0;

interface Statement {
  name: string;
  paramTypes: number[];
}

type QueryFn = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

const { serialize } = protocol;
const runTail = Buffer.concat([serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]);

/** Only drizzle's options are understood here; anything else (blobs, parameter types, serializers) is PGlite's own query. */
function plainOptions(options: QueryOptions | undefined): boolean {
  return !options || Object.keys(options).every((key) => key === "rowMode" || key === "parsers");
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}

/** As PGlite's own query does, a database error names its statement (a PGliteError). */
function withQuery(error: unknown, query: string, params: unknown[], queryOptions: QueryOptions | undefined): unknown {
  if (error instanceof Error && "code" in error) Object.assign(error, { query, params, queryOptions });
  return error;
}

/** `client` for drizzle, with `planOnce` statements kept as named statements. */
export function withNamedStatements(client: PGlite, isMarked: (text: string) => boolean = (text) => marked.has(text)): PGlite {
  const statements = new Map<string, Statement>();

  // Runs inside PGlite's own locks, so no other query's messages interleave.
  async function prepare(text: string, replacing: Statement | undefined): Promise<Statement> {
    const name = `lobl_${++made}`;
    const close = replacing ? [serialize.close({ type: "S", name: replacing.name })] : [];
    const message = Buffer.concat([...close, serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]);
    const described = await client.execProtocolStream(message, { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  }

  function bindValues(statement: Statement, params: unknown[]): (string | null)[] {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, stale?: Statement): Promise<Results<T>> {
    const statement = (!stale && statements.get(text)) || (await prepare(text, stale));
    const bind = serialize.bind({ statement: statement.name, values: bindValues(statement, params) });
    try {
      const messages = await client.execProtocolStream(Buffer.concat([bind, runTail]));
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      if (stale || errorCode(error) !== PLAN_CHANGED) throw error;
      return run(text, params, options, statement);
    }
  }

  const query: QueryFn = <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (client.closed || !isMarked(text) || !plainOptions(options)) return client.query<T>(text, params, options);
    // The same two locks, in the same order, as PGlite's query: never inside another caller's transaction.
    const result = client._runExclusiveTransaction(() => client.runExclusive(() => run<T>(text, params, options)));
    return result.catch((error: unknown) => {
      throw withQuery(error, text, params, options);
    });
  };

  return new Proxy(client, {
    get(target, key) {
      if (key === "query") return query;
      const value: unknown = Reflect.get(target, key, target);
      // PGlite's methods use private fields, so they must run on PGlite itself.
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
