// Issue 2: sign-in checks, the rate limit, API tokens and the bootstrap admin, on a real database.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League } from "./fixtures";
import { actorFromToken, createApiToken, verifyCredentials } from "@/lib/services/accounts/auth";
import { bootstrapAdmin } from "@/lib/services/league/admin";
import { resetEnvCache } from "@/lib/env";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

const kinds = await databaseKinds();

describeOnDatabases("auth", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(2);
  });

  test("right credentials sign in; wrong ones are 401 invalid_credentials", async () => {
    expect((await verifyCredentials("t0m0@test", "password123")).id).toBe(L.teams[0].captain);
    await expect(verifyCredentials("t0m0@test", "nope")).rejects.toMatchObject({ status: 401, code: "invalid_credentials" });
    await expect(verifyCredentials("nobody@test", "password123")).rejects.toMatchObject({ status: 401 });
  });

  test("after 10 failures in 15 minutes an email is refused with 429, even with the right password", async () => {
    for (let i = 0; i < 10; i++) await expect(verifyCredentials("t1m1@test", `wrong-${i}`)).rejects.toBeInstanceOf(AppError);
    await expect(verifyCredentials("t1m1@test", "password123")).rejects.toMatchObject({ status: 429 });
    // another email is unaffected
    expect((await verifyCredentials("t1m2@test", "password123")).id).toBe(L.teams[1].members[2]);
  });

  test("a personal API token resolves to its user (role, team, captaincy); unknown tokens to nobody", async () => {
    const { token } = await createApiToken("t0m0@test", "password123");
    const actor = await actorFromToken(token);
    expect(actor).toMatchObject({ id: L.teams[0].captain, teamId: L.teams[0].id, captainOf: L.teams[0].id, role: "member" });
    expect(await actorFromToken(token + "x")).toBeNull();
    const prisma = await db();
    const stored = await prisma.apiToken.findFirst({ where: { userId: L.teams[0].captain } });
    expect(stored?.tokenHash).not.toContain(token); // only the hash is stored
  });

  test("LADDER_ADMIN_EMAIL/PASSWORD create that admin once", async () => {
    process.env.LADDER_ADMIN_EMAIL = "Boss@Club.test";
    process.env.LADDER_ADMIN_PASSWORD = "boss-password-1";
    resetEnvCache();
    try {
      const a = await bootstrapAdmin();
      const b = await bootstrapAdmin();
      expect(a?.id).toBe(b?.id);
      const prisma = await db();
      expect(await prisma.user.findUnique({ where: { email: "boss@club.test" }, select: { role: true } })).toEqual({ role: "admin" });
      expect((await verifyCredentials("boss@club.test", "boss-password-1")).role).toBe("admin");
    } finally {
      delete process.env.LADDER_ADMIN_EMAIL;
      delete process.env.LADDER_ADMIN_PASSWORD;
      resetEnvCache();
    }
  });
});
