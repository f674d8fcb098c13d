// Issue 25: a backup restores into an empty database, on either kind, to exactly the same rows
// (every table compared by a digest of its rows), and the league passes `verify`. A database that
// holds a league is refused unless forced; a backup of an unknown migration is refused.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { dbHandle } from "@/lib/db/client";
import { backupTo, restoreFrom } from "@/lib/db/backup";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { submitResult } from "@/lib/services/challenges/results";
import { verifyLeague } from "@/lib/services/league/verify";
import { invalidateReads } from "@/lib/read-cache";

const kinds = await databaseKinds();

async function digest(): Promise<Record<string, string>> {
  const { pool } = await dbHandle();
  const tables = (
    await pool.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_ladder_migrations' ORDER BY 1`)
  ).rows.map((r) => r.t);
  const out: Record<string, string> = {};
  for (const t of tables)
    out[t] = (
      await pool.query<{ d: string }>(
        `SELECT count(*) || ':' || coalesce(md5(string_agg(row_to_json(x)::text, '|' ORDER BY row_to_json(x)::text)), '') AS d FROM "${t}" x`,
      )
    ).rows[0].d;
  return out;
}

/** One connection of the pool for `fn` (PGlite's pool has one: nothing else may query meanwhile). */
async function withClient<T>(fn: (c: import("pg").PoolClient) => Promise<T>): Promise<T> {
  const client = await (await dbHandle()).pool.connect();
  try {
    return await fn(client);
  } finally {
    client.release();
  }
}

describeOnDatabases("backup and restore", kinds, (kind) => {
  let L: League;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ladder-backup-"));
  const file = path.join(dir, `league-${kind}.jsonl.gz`);
  beforeAll(async () => {
    L = await makeLeague(6);
    const { id } = await issueChallenge(await L.actor(L.teams[5].captain), { defenderId: L.teams[4].id, slots: SLOTS }, T);
    await acceptSlot(await L.actor(L.teams[4].captain), id, SLOTS[0].at, new Date(T.getTime() + 3_600_000));
    await submitResult(
      await L.actor(L.teams[5].captain),
      id,
      { challengerImps: 40, defenderImps: 20, lineup: { challenger: L.teams[5].members.slice(0, 4), defender: L.teams[4].members.slice(0, 4) } },
      new Date(SLOTS[0].at.getTime() + 3 * 3_600_000),
    );
  });

  test("backup → wipe → restore gives back every row; verify is clean", async () => {
    const { pool } = await dbHandle();
    const before = await digest();
    expect(Number(before.Event.split(":")[0])).toBeGreaterThan(10);
    const b = await withClient((c) => backupTo(c, file, kind));
    expect(b.tables.Challenge).toBe(1);
    // The database holds a league: refused without --force, and nothing changed.
    await expect(withClient((c) => restoreFrom(c, file))).rejects.toThrow(/holds a league/);
    expect(await digest()).toEqual(before);
    const r = await withClient((c) => restoreFrom(c, file, { force: true }));
    expect(r.tables.User).toBe(Number(before.User.split(":")[0]));
    invalidateReads();
    expect(await digest()).toEqual(before);
    expect((await verifyLeague()).differences).toEqual([]);
    // The sequences go on after the restored rows: new events get new ids.
    const next = await pool.query<{ id: string }>(`INSERT INTO "Event" (at, type, data) VALUES (now(), 'probe', '{}') RETURNING id`);
    expect(Number(next.rows[0].id)).toBeGreaterThan(Number(before.Event.split(":")[0]));
  });

  test("a backup of a migration this program does not have is refused, and a cut-short file too", async () => {
    const lines = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8").split("\n");
    const header = JSON.parse(lines[0]);
    const future = path.join(dir, "future.jsonl.gz");
    fs.writeFileSync(future, zlib.gzipSync([JSON.stringify({ ...header, migration: "29991231000000_future" }), ...lines.slice(1)].join("\n")));
    const cut = path.join(dir, "cut.jsonl.gz");
    fs.writeFileSync(cut, zlib.gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join("\n")));
    await expect(withClient((c) => restoreFrom(c, future, { force: true }))).rejects.toThrow(/does not have/);
    const before = await digest();
    await expect(withClient((c) => restoreFrom(c, cut, { force: true }))).rejects.toThrow(/cut short|rows read/);
    // A damaged file is found out before anything is dropped: the league is as it was.
    expect(await digest()).toEqual(before);
    const r = await withClient((c) => restoreFrom(c, file, { force: true }));
    expect(r.savedAs).toBe(`${file}.before-restore`); // the replaced league, saved first
    expect(fs.existsSync(r.savedAs!)).toBe(true);
    invalidateReads();
    expect((await verifyLeague()).differences).toEqual([]);
  });
});
