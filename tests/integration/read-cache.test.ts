// Issue 11: the league's configuration (settings, clock offset) stays cached across ordinary writes
// (every write used to drop it, so a busy league re-read it on nearly every request) and is dropped
// when it changes. Counted with Prisma's query events, not timed.
process.env.LADDER_COUNT_QUERIES = "1";
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { getSettings } from "@/lib/services/league/league";
import { getLadder } from "@/lib/services/league/ladder-read";
import { updateLeague } from "@/lib/services/league/admin";
import { db } from "@/lib/db/client";
import { queryCountIfEnabled } from "@/lib/db/query-count";
import { resetEnvCache } from "@/lib/env";

const kinds = await databaseKinds();

describeOnDatabases("read cache", kinds, () => {
  let L: League;
  beforeAll(async () => {
    resetEnvCache();
    L = await makeLeague(4);
  });

  test("an ordinary write keeps the cached settings and drops the cached ladder; a settings change drops the settings", async () => {
    const prisma = await db();
    const queries = () => queryCountIfEnabled()!;
    expect(queries()).not.toBeNull();
    await getSettings(prisma);
    await getLadder();
    const warm = queries();
    await getSettings(prisma);
    await getLadder();
    expect(queries() - warm).toBe(0); // both cached

    await issueChallenge(await L.actor(L.teams[3].captain), { defenderId: L.teams[2].id, slots: SLOTS }, T);
    let before = queries();
    const settings = await getSettings(prisma);
    expect(queries() - before).toBe(0); // the configuration survived the write …
    before = queries();
    await getLadder(T);
    expect(queries() - before).toBeGreaterThan(0); // … the data did not

    await updateLeague(await L.actor(L.admin), { responseHours: settings.responseHours + 24 });
    before = queries();
    expect((await getSettings(prisma)).responseHours).toBe(settings.responseHours + 24);
    expect(queries() - before).toBeGreaterThan(0);
  });
});
