import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { planOnce, withNamedStatements } from "./pglite-statements.js";

describe("PGlite with named statements", () => {
  let client: PGlite;
  let named: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(async () => {
    await client.close();
  });
  beforeEach(async () => {
    named = withNamedStatements(client, () => true);
    await client.exec(`
      deallocate all;
      drop table if exists items;
      create table items (id serial primary key, title text not null unique, tags text[], data jsonb, at timestamptz, flag boolean);
      insert into items (title, tags, data, at, flag) values ('one', '{a,b}', '{"n":1}', '2026-01-02T03:04:05Z', true), ('two', null, null, null, false);`);
  });

  const preparedCount = async () => (await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n;

  it("answers as PGlite's own query does, in both row modes and with parsers, and parses each text once", async () => {
    const text = "select id, title, tags, data, at, flag from items where title = any($1) or at > $2 order by id";
    const params = [["one", "two"], new Date("2020-01-01T00:00:00Z")];
    for (const options of [undefined, { rowMode: "array" as const }, { parsers: { 1184: (value: string) => `at ${value}` } }]) {
      const expected = await client.query(text, params, options);
      const first = await named.query(text, params, options);
      const again = await named.query(text, params, options);
      expect(first.rows).toEqual(expected.rows);
      expect(first.fields).toEqual(expected.fields);
      expect(again.rows).toEqual(expected.rows);
    }
    expect(await preparedCount()).toBe(1);
  });

  it("reports writes' affected rows and null parameters as PGlite does", async () => {
    const insert = "insert into items (title, data) values ($1, $2)";
    expect((await named.query(insert, ["three", null])).affectedRows).toBe(1);
    expect((await named.query("update items set flag = $1 where flag is not null", [true])).affectedRows).toBe(2);
    expect((await client.query("select data from items where title = 'three'")).rows).toEqual([{ data: null }]);
  });

  it("throws the database's error with its code, names the statement, and keeps working", async () => {
    const insert = "insert into items (title) values ($1)";
    const failure = await named.query(insert, ["one"]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "23505", query: insert });
    const syntax = await named.query("selec 1").catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: "42601" });
    expect((await named.query(insert, ["four"])).affectedRows).toBe(1);
    expect((await named.query<{ n: number }>("select count(*)::int as n from items")).rows).toEqual([{ n: 3 }]);
  });

  it("parses a statement again when its table changed shape under it", async () => {
    const text = "select * from items where id = $1";
    expect(Object.keys((await named.query<object>(text, [1])).rows[0]!)).not.toContain("extra");
    await client.exec("alter table items add column extra text default 'x'");
    expect((await named.query<{ extra: string }>(text, [1])).rows[0]!.extra).toBe("x");
  });

  it("leaves statements not marked with planOnce to PGlite's own query", async () => {
    const unmarked = withNamedStatements(client);
    expect((await unmarked.query("select title from items where id = $1", [1])).rows).toEqual([{ title: "one" }]);
    expect(await preparedCount()).toBe(0);
  });

  it("never runs inside another caller's transaction", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into items (title) values ('inside')");
      await held;
      await tx.rollback();
    });
    // Asked while the transaction is open: it must wait, then not see the rolled-back row.
    const read = named.query<{ n: number }>("select count(*)::int as n from items where title = $1", ["inside"]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it("delivers notices raised by its statements to PGlite's listeners", async () => {
    const heard: string[] = [];
    await client.listen("lobl_test", (payload) => heard.push(payload));
    await named.query("select pg_notify('lobl_test', $1)", ["row-1"]);
    await expect.poll(() => heard).toEqual(["row-1"]);
  });

  it("is what drizzle runs on: a query marked with planOnce is kept, transactions and other queries are PGlite's", async () => {
    const items = pgTable("items", { id: integer("id").primaryKey(), title: text("title").notNull() });
    const db = drizzle({ client: withNamedStatements(client) });
    const byId = planOnce(
      db
        .select({ title: items.title })
        .from(items)
        .where(eq(items.id, sql.placeholder("id"))),
    ).prepare("item_by_id");
    await db.transaction(async (tx) => {
      await tx.insert(items).values({ id: 10, title: "in-tx" });
    });
    expect(await byId.execute({ id: 10 })).toEqual([{ title: "in-tx" }]);
    expect(await byId.execute({ id: 1 })).toEqual([{ title: "one" }]);
    expect(await db.select().from(items).where(eq(items.id, 2))).toEqual([{ id: 2, title: "two" }]);
    const kept = await client.query<{ statement: string }>("select statement from pg_prepared_statements");
    expect(kept.rows.map((row) => row.statement)).toEqual([byId.getQuery().sql]);
  });
});
