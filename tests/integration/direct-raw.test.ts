// Decision 0010: a transaction's hand-written statements run on the transaction's own pg
// connection, not through Prisma's query pipeline; the values in and out are the same as Prisma's
// `$queryRaw` gives, and the transaction is one (its statements and Prisma's commit or roll back
// together). On both databases.
import pg from "pg";
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League } from "./fixtures";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { inTransaction } from "@/lib/db/transaction";
import { resetEnvCache } from "@/lib/env";

const kinds = await databaseKinds();

// Every type the schema and the hand-written statements use, with parameters of each kind.
const at = new Date("2027-03-17T15:04:05.678Z");
const ROW = Prisma.sql`SELECT
  ${at}::timestamp(3) AS ts, (${at}::timestamp(3))::timestamptz AS tstz, ${"2027-03-17"}::date AS day,
  ${9007199254740993n}::bigint AS big, 12.5::numeric AS dec, ${1.25}::float8 AS f, ${7}::int AS i,
  ${true}::boolean AS yes, ${null}::text AS nothing, ${"名字 'quoted'"}::text AS name,
  json_build_object('at', ${at}::timestamp(3), 'n', 1) AS j, ARRAY[${"a"}, ${"b"}]::text[] AS arr,
  'member'::"Role" AS role, ARRAY[${Prisma.join([1, 2, 3])}]::int[] AS listed`;

describeOnDatabases("hand-written statements on the transaction's connection", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(2);
  });

  test("they bypass Prisma: a refused one is pg's own error, which still maps to the rule's 409", async () => {
    const err = await inTransaction(async (tx) => {
      await tx.$executeRaw`SELECT 1 / ${0}::int`;
    }).catch((e) => e);
    // Through Prisma this would be a PrismaClientKnownRequestError P2010.
    expect(err).toBeInstanceOf(pg.DatabaseError);
    expect(err).toMatchObject({ code: "22012" });
  });

  test("they run in the same transaction as Prisma's queries (one connection, one transaction id)", async () => {
    await inTransaction(async (tx) => {
      const [direct] = await tx.$queryRaw<{ pid: number; xid: string }[]>`SELECT pg_backend_pid() AS pid, txid_current()::text AS xid`;
      const [viaPrisma] = await tx.$queryRawUnsafe<{ pid: number; xid: string }[]>(`SELECT pg_backend_pid() AS pid, txid_current()::text AS xid`);
      expect(direct).toEqual(viaPrisma);
      // A row written by one is seen by the other before the commit.
      await tx.$executeRaw`UPDATE "Team" SET name = ${"renamed in tx"} WHERE id = ${L.teams[0].id}`;
      expect((await tx.team.findUniqueOrThrow({ where: { id: L.teams[0].id } })).name).toBe("renamed in tx");
      await tx.team.update({ where: { id: L.teams[1].id }, data: { name: "renamed by prisma" } });
      expect(await tx.$queryRaw`SELECT name FROM "Team" WHERE id = ${L.teams[1].id}`).toEqual([{ name: "renamed by prisma" }]);
      throw new Error("roll back");
    }).catch((e) => expect((e as Error).message).toBe("roll back"));
    // Rolled back together.
    const names = (await (await db()).team.findMany({ orderBy: { name: "asc" } })).map((t) => t.name);
    expect(names).toEqual([L.teams[0].name, L.teams[1].name].sort());
  });

  test("a statement is prepared on its connection once, then only bound and executed", async () => {
    await inTransaction(async (tx) => {
      for (let i = 0; i < 3; i++) expect(await tx.$queryRaw`SELECT ${i}::int + 40 AS n`).toEqual([{ n: 40 + i }]);
      const prepared = await tx.$queryRaw<{ name: string }[]>`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${"%::int + 40 AS n"}`;
      expect(prepared).toHaveLength(1);
      expect(prepared[0].name).toMatch(/^ladder_/);
    });
  });

  test("a statement with many parameters (a batch) is not prepared", async () => {
    const many = Array.from({ length: 300 }, (_, i) => i);
    await inTransaction(async (tx) => {
      expect(await tx.$queryRaw`SELECT ${many.length}::int + 39 AS n, ARRAY[${Prisma.join(many)}]::int[] AS xs`).toEqual([{ n: 339, xs: many }]);
      expect(await tx.$queryRaw`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${"%::int + 39 AS n%"}`).toEqual([]);
    });
  });

  test("with LADDER_PREPARED_STATEMENTS=0 (a pooler in transaction mode) they are not prepared", async () => {
    process.env.LADDER_PREPARED_STATEMENTS = "0";
    resetEnvCache();
    try {
      await inTransaction(async (tx) => {
        expect(await tx.$queryRaw`SELECT ${1}::int + 41 AS n`).toEqual([{ n: 42 }]);
        expect(await tx.$queryRaw`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${"%::int + 41 AS n"}`).toEqual([]);
      });
    } finally {
      delete process.env.LADDER_PREPARED_STATEMENTS;
      resetEnvCache();
    }
  });

  test("values in and out are what Prisma's $queryRaw gives (dates in UTC, int8 as BigInt, numeric as Decimal, JSON parsed)", async () => {
    const prisma = await db();
    const viaPrisma = await prisma.$queryRaw<Record<string, unknown>[]>(ROW);
    const direct = await inTransaction((tx) => tx.$queryRaw<Record<string, unknown>[]>(ROW));
    expect(direct).toEqual(viaPrisma);
    const [r] = direct;
    expect(r.ts).toEqual(at);
    expect(r.tstz).toEqual(at);
    expect(r.big).toBe(9007199254740993n);
    expect(String(r.dec)).toBe("12.5");
    expect(r.j).toEqual({ at: "2027-03-17T15:04:05.678", n: 1 });
    expect(r.arr).toEqual(["a", "b"]);
    // The tagged-template form and a Prisma.Sql argument are the same statement.
    expect(await inTransaction((tx) => tx.$queryRaw`SELECT ${at}::timestamp(3) AS ts`)).toEqual([{ ts: at }]);
  });
});
