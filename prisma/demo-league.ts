// The demo league: the 8 teams of a club with Chinese names, their members, an initial ranking,
// demo accounts, and a few weeks of history played through the real services (so the event log,
// ladder and ratings are exactly what a season would have produced).
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { loadActor } from "@/lib/auth/actor";
import { insertTeam, setInitialLadder } from "@/lib/services/admin";
import { getLeague, getSettings } from "@/lib/services/league";
import { acceptSlot, chooseSlot, confirmResult, counterPropose, issueChallenge, submitResult } from "@/lib/services/challenges";
import { sweepDeadlines } from "@/lib/services/sweep";
import { loadLadderState } from "@/lib/services/ladder-read";
import { mayChallenge } from "@/lib/domain/challenge/issue";
import { windowSlots } from "@/lib/domain/schedule/window";
import { HOUR } from "@/lib/domain/settings";

export const DEMO_PASSWORD = "bridge-demo-2026";
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@demo.club", name: "管理员" },
  referee: { email: "referee@demo.club", name: "裁判 王明" },
};

export const TEAMS: { name: string; members: string[] }[] = [
  { name: "黑土神鸭", members: ["李振华", "王建国", "张晓明", "刘洋", "陈静", "杨帆"] },
  { name: "月光桥影", members: ["赵磊", "孙丽", "周强", "吴敏", "郑浩"] },
  { name: "江湖夜雨", members: ["钱伟", "冯雪", "何军", "许婷"] },
  { name: "东方明珠", members: ["马超", "朱琳", "胡斌", "郭芳", "林峰"] },
  { name: "长城飞将", members: ["高翔", "罗敏", "梁宇", "宋佳", "唐勇", "韩梅"] },
  { name: "西湖印月", members: ["曹阳", "邓丽", "彭飞", "萧然"] },
  { name: "黄山松客", members: ["蒋涛", "沈悦", "谢东", "程琳", "袁野"] },
  { name: "珠江潮声", members: ["潘石", "董洁", "田野", "姜宁"] },
];

/** A captain's demo login: captain1@demo.club is the captain of the team seeded first. */
export const captainEmail = (i: number) => `captain${i + 1}@demo.club`;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** Seeds the demo league when the database has no team; returns false when it already had one. */
export async function seedDemoLeague(realNow = new Date(), log: (s: string) => void = () => {}): Promise<boolean> {
  const prisma = await db();
  if ((await prisma.team.count()) > 0) return false;
  const start = new Date(realNow.getTime() - 35 * 24 * HOUR);
  await getLeague(prisma);
  await prisma.league.update({ where: { id: 1 }, data: { name: "黑土神鸭桥牌俱乐部 梯级挑战赛", seasonStartedAt: start } });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const mk = (email: string, name: string, role: "admin" | "referee" | "member", locale = "zh-CN") =>
    prisma.user.create({ data: { email, name, role, passwordHash, locale, createdAt: start }, select: { id: true } });
  await mk(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.name, "admin");
  await mk(DEMO_ACCOUNTS.referee.email, DEMO_ACCOUNTS.referee.name, "referee");
  const teamIds: string[] = [];
  const captains: string[] = [];
  for (const [i, t] of TEAMS.entries()) {
    const ids: string[] = [];
    for (const [j, name] of t.members.entries()) {
      const email = j === 0 ? captainEmail(i) : `t${i + 1}.m${j + 1}@demo.club`;
      ids.push((await mk(email, name, "member", i % 3 === 2 ? "en" : "zh-CN")).id);
    }
    const team = await insertTeam({ name: t.name, captainId: ids[0], memberIds: ids }, null, start);
    teamIds.push(team.id);
    captains.push(ids[0]);
  }
  await setInitialLadder("system", teamIds, start);
  log(`seeded ${TEAMS.length} teams`);

  // A few weeks of play: each round, some teams challenge within the step table; most matches
  // are played and confirmed, a few end by forfeit through the sweep.
  const random = rng(20261129);
  const settings = await getSettings(prisma);
  const captainOf = new Map(teamIds.map((id, i) => [id, captains[i]]));
  let clock = new Date(start.getTime() + 26 * HOUR); // Tuesday-ish, after the C10 window
  let played = 0;
  for (let round = 0; round < 5; round++) {
    const state = await loadLadderState(prisma, clock);
    const byPos = new Map(state.entries.map((e) => [e.position, e.team.id]));
    for (const e of [...state.entries].reverse()) {
      const targets = mayChallenge(e.position, state.view, { open: false, decided: [] });
      if (!targets.length || random() < 0.35) continue;
      const to = targets[Math.floor(random() * targets.length)];
      const defenderId = byPos.get(to)!;
      const slots = windowSlots(clock, new Date(clock.getTime() + 6 * 24 * HOUR), settings, 60);
      const pick = [0, 3, 6, 9].map((k) => ({ at: slots[Math.min(k, slots.length - 1)] }));
      const challenger = await loadActor(captainOf.get(e.team.id));
      const defender = await loadActor(captainOf.get(defenderId));
      try {
        const c = await issueChallenge(challenger, { defenderId, slots: pick }, clock);
        state.view.hasOutgoing.add(e.position);
        state.view.hasIncoming.add(to);
        const roll = random();
        if (roll < 0.1) continue; // the defender never answers: C7 forfeit through the sweep
        let at: Date;
        if (roll < 0.45) {
          const counter = [1, 4, 7, 10].map((k) => ({ at: slots[Math.min(k, slots.length - 1)] }));
          await counterPropose(defender, c.id, counter, new Date(clock.getTime() + 5 * HOUR));
          at = counter[1].at;
          await chooseSlot(challenger, c.id, at, new Date(clock.getTime() + 7 * HOUR));
        } else {
          at = pick[0].at;
          await acceptSlot(defender, c.id, at, new Date(clock.getTime() + 3 * HOUR));
        }
        const cImps = Math.floor(random() * 60) + 5;
        const dImps = Math.floor(random() * 60) + 5;
        const roster = async (teamId: string) => (await prisma.teamMember.findMany({ where: { teamId }, select: { userId: true }, take: 4 })).map((m) => m.userId);
        const lineup = { challenger: await roster(e.team.id), defender: await roster(defenderId) };
        const after = new Date(at.getTime() + 3 * HOUR);
        await submitResult(random() < 0.5 ? challenger : defender, c.id, { challengerImps: cImps, defenderImps: dImps, lineup }, after);
        const submittedBy = (await prisma.result.findFirst({ where: { challengeId: c.id }, select: { bySide: true } }))?.bySide;
        const other = submittedBy === "challenger" ? defender : challenger;
        if (random() < 0.8) await confirmResult(other, c.id, new Date(after.getTime() + 2 * HOUR));
        played++;
      } catch (err) {
        log(`round ${round}: skipped a challenge (${(err as Error).message})`);
      }
    }
    clock = new Date(clock.getTime() + 7 * 24 * HOUR);
    await sweepDeadlines(clock);
  }
  await sweepDeadlines(realNow);
  // Two open challenges at the present, so the ladder shows locks and captains have things to do.
  const state = await loadLadderState(prisma, realNow);
  const byPos = new Map(state.entries.map((e) => [e.position, e.team.id]));
  for (const from of [8, 5]) {
    const targets = mayChallenge(from, state.view, { open: false, decided: [] });
    if (!targets.length) continue;
    const slots = windowSlots(realNow, new Date(realNow.getTime() + 6 * 24 * HOUR), settings, 60);
    if (slots.length < 4) continue;
    const to = targets[targets.length - 1];
    await issueChallenge(await loadActor(captainOf.get(byPos.get(from)!)), { defenderId: byPos.get(to)!, slots: [0, 2, 4, 6].map((k) => ({ at: slots[Math.min(k, slots.length - 1)] })) }, realNow).catch((err) =>
      log(`present: skipped (${(err as Error).message})`),
    );
    state.view.hasOutgoing.add(from);
    state.view.hasIncoming.add(to);
  }
  log(`played ${played} matches of history`);
  return true;
}
