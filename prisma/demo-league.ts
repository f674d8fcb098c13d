// The demo league: the 8 teams of a club with Chinese names, their members, an initial ranking,
// demo accounts, and a few weeks of history played through the real services (so the event log,
// ladder and ratings are exactly what a season would have produced).
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { loadActor } from "@/lib/auth/actor";
import { createLadder } from "@/lib/services/league/ladders";
import { insertTeam, setInitialLadder, updateLeague } from "@/lib/services/league/admin";
import { getSettings } from "@/lib/services/league/league";
import { ensureFirstSeason, latestSeason } from "@/lib/services/league/seasons";
import { closeSeason, openItems, startNextSeason, updateSeason } from "@/lib/services/league/season-admin";
import { leagueDay } from "@/lib/domain/schedule/window";
import { DEFAULT_SETTINGS } from "@/lib/domain/settings";
import { acceptSlot, chooseSlot, counterPropose } from "@/lib/services/challenges/answer";
import { checkIn } from "@/lib/services/challenges/check-in";
import { concedeChallenge } from "@/lib/services/challenges/concede";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { appealResult, confirmResult, submitResult } from "@/lib/services/challenges/results";
import { requestReplacement } from "@/lib/services/teams/replacements";
import { sweepDeadlines } from "@/lib/services/challenges/sweep";
import { planDemo } from "@/lib/demo/plan";
import { env } from "@/lib/env";
import { registerTeam } from "@/lib/services/accounts/team-registration";
import { createInvitation } from "@/lib/services/accounts/invitations";

export const DEMO_PASSWORD = "bridge-demo-2026";
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@demo.club", name: "管理员" },
  referee: { email: "referee@demo.club", name: "裁判 王明" },
  newcomer: { email: "newcomer@demo.club", name: "周一鸣" },
  founder: { email: "founder@demo.club", name: "林新星" },
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

/** S2 (revision 4): the club's second ladder, its own teams (a person plays in one team per ladder). */
export const WOMEN_TEAMS: { name: string; members: string[] }[] = [
  { name: "玫瑰桥社", members: ["林晓燕", "黄丽华", "周雪梅", "吴秀英"] },
  { name: "兰心", members: ["徐静怡", "孙美玲", "马欣然", "朱慧敏"] },
  { name: "巾帼四方", members: ["胡婷婷", "郭晓红", "何丽娜", "高雅琴"] },
  { name: "清风雅韵", members: ["林婉清", "罗佳怡", "郑淑芬", "梁雨桐"] },
];

/** "2026 秋季": the season of a league day by its month (spring from March, summer from June, autumn from September, winter from December). */
export function seasonName(day: string): string {
  const [y, m] = day.split("-").map(Number);
  const names = ["冬季", "冬季", "春季", "春季", "春季", "夏季", "夏季", "夏季", "秋季", "秋季", "秋季", "冬季"];
  return `${m <= 2 ? y - 1 : y} ${names[m - 1]}`;
}

/**
 * S3, S4: closes the running season on a Sunday of the history (its last day that day) and starts
 * the next from Monday with no end day yet, ratings carried; false when something of it is still open.
 */
async function turnSeason(admin: Awaited<ReturnType<typeof loadActor>>, at: Date, timeZone: string): Promise<boolean> {
  const prisma = await db();
  const season = (await latestSeason(prisma))!;
  const open = await openItems(prisma, season.id);
  if (open.challenges.length || open.cases.length) return false;
  const monday = leagueDay(new Date(at.getTime() + 24 * 3_600_000), timeZone);
  // Two seasons of the same quarter are its first and second half.
  const [first, next] = [seasonName(season.startsOn), seasonName(monday)];
  const names = first === next ? [`${first}（上）`, `${next}（下）`] : [first, next];
  await updateSeason(admin, season.id, { name: names[0], endsOn: leagueDay(at, timeZone) }, at);
  await closeSeason(admin, season.id, at);
  // No end day: a demo served for months keeps its season open (the admin sets one on the season page).
  await startNextSeason(admin, { name: names[1], startsOn: monday, endsOn: null, ratingPolicy: "carry" }, at);
  return true;
}

/** A captain's demo login: captain1@demo.club is the captain of the team seeded first. */
export const captainEmail = (i: number) => `captain${i + 1}@demo.club`;

/**
 * Seeds the demo league when the database has no team; returns false when it already had one.
 * The story is planned for `realNow` by lib/demo/plan.ts (valid at any hour of any weekday) and
 * played through the real services, so the event log, ladder and ratings are what a season would
 * have produced.
 */
/** S2: the women's ladder, made by the admin with its teams in their initial order (no match yet). */
async function seedSecondLadder(
  admin: Awaited<ReturnType<typeof loadActor>>,
  start: Date,
  mk: (email: string, name: string, role: "member", locale?: string) => Promise<{ id: string }>,
) {
  const ladder = await createLadder(admin, { slug: "women", name: { "zh-CN": "女子组", en: "Women" } }, start);
  const ids: string[] = [];
  for (const [i, t] of WOMEN_TEAMS.entries()) {
    const members: string[] = [];
    for (const [j, name] of t.members.entries()) members.push((await mk(`w${i + 1}.m${j + 1}@demo.club`, name, "member")).id);
    ids.push((await insertTeam({ name: t.name, captainId: members[0], memberIds: members }, null, start, ladder.id)).id);
  }
  await setInitialLadder("system", ids, start, ladder.id);
}

export async function seedDemoLeague(realNow = new Date(), log: (s: string) => void = () => {}): Promise<boolean> {
  const prisma = await db();
  if ((await prisma.team.count()) > 0) return false;
  // The league row without its first season: the season starts with the story (S6), not today.
  await prisma.league.upsert({ where: { id: 1 }, create: { id: 1, name: "", venue: "", settings: DEFAULT_SETTINGS }, update: {} });
  const settings = await getSettings(prisma);
  const plan = planDemo(realNow, settings);
  const start = plan.start;
  await ensureFirstSeason(prisma, settings.timeZone, 1, start);
  await prisma.league.update({ where: { id: 1 }, data: { seasonStartedAt: start } });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const mk = (email: string, name: string, role: "admin" | "referee" | "member", locale = "zh-CN") =>
    prisma.user.create({ data: { email, name, role, passwordHash, locale, createdAt: start }, select: { id: true } });
  const adminActor = await loadActor((await mk(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.name, "admin")).id);
  // The admin names the league and saves its settings as the settings page does (every setting, an
  // event of the log), so the demo's first-evening checklist is done, as a club's weeks into play.
  await updateLeague(adminActor, { ...settings, name: "黑土神鸭桥牌俱乐部 梯级挑战赛", venue: "联众桥牌 · 江湖月光桥影 专用比赛房间 (16 副)" }, start);
  await mk(DEMO_ACCOUNTS.referee.email, DEMO_ACCOUNTS.referee.name, "referee");
  const newcomer = await mk(DEMO_ACCOUNTS.newcomer.email, DEMO_ACCOUNTS.newcomer.name, "member");
  const teams: { id: string; members: string[] }[] = [];
  for (const [i, t] of TEAMS.entries()) {
    const ids: string[] = [];
    for (const [j, name] of t.members.entries()) {
      const email = j === 0 ? captainEmail(i) : `t${i + 1}.m${j + 1}@demo.club`;
      ids.push((await mk(email, name, "member", i % 3 === 2 ? "en" : "zh-CN")).id);
    }
    const team = await insertTeam({ name: t.name, captainId: ids[0], memberIds: ids }, null, start);
    teams.push({ id: team.id, members: ids });
  }
  await setInitialLadder(
    "system",
    teams.map((t) => t.id),
    start,
  );
  log(`seeded ${TEAMS.length} teams`);
  await seedSecondLadder(adminActor, start, mk);

  const ids = new Map<string, string>();
  const adminId = (await prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.admin.email }, select: { id: true } })).id;
  let sweeps = 0;
  let turned = false;
  const captain = (team: number) => loadActor(teams[team].members[0]);
  const sideTeam = (ref: string, side: "challenger" | "defender") => plan.pairs.get(ref)![side === "challenger" ? 0 : 1];
  const lineup = (ref: string) => ({
    challenger: teams[sideTeam(ref, "challenger")].members.slice(0, 4),
    defender: teams[sideTeam(ref, "defender")].members.slice(0, 4),
  });
  for (const s of plan.steps) {
    const id = "ref" in s ? ids.get(s.ref)! : "";
    switch (s.kind) {
      case "issue":
        ids.set(s.ref, (await issueChallenge(await captain(s.challenger), { defenderId: teams[s.defender].id, slots: s.slots }, s.at)).id);
        break;
      case "accept":
        await acceptSlot(await captain(sideTeam(s.ref, "defender")), id, s.slot, s.at);
        break;
      case "counter":
        await counterPropose(
          await captain(sideTeam(s.ref, "defender")),
          id,
          s.slots.map((at) => ({ at })),
          s.at,
        );
        break;
      case "choose":
        await chooseSlot(await captain(sideTeam(s.ref, "challenger")), id, s.slot, s.at);
        break;
      case "check_in":
        await checkIn(await loadActor(teams[sideTeam(s.ref, s.side)].members[1]), id, s.at);
        break;
      case "result":
        await submitResult(
          await captain(sideTeam(s.ref, s.by)),
          id,
          {
            lineup: lineup(s.ref),
            ...(s.boards ? { boards: s.boards, challengerNsRoom: "open" as const } : { challengerImps: s.challengerImps, defenderImps: s.defenderImps }),
          },
          s.at,
        );
        break;
      case "confirm":
        await confirmResult(await captain(sideTeam(s.ref, s.by)), id, s.at);
        break;
      case "appeal":
        await appealResult(await captain(sideTeam(s.ref, s.by)), id, s.reason, s.at);
        break;
      case "concede":
        await concedeChallenge(await captain(sideTeam(s.ref, s.by)), id, s.at);
        break;
      case "sweep":
        await sweepDeadlines(s.at);
        // Issue 40 (S3, S4): the club closes its autumn season after the third week of history
        // (or the first Sunday after it with nothing open) and plays on in the next.
        if (++sweeps >= 3 && !turned) turned = await turnSeason(await loadActor(adminId), s.at, settings.timeZone);
        break;
      case "replacement": {
        const team = teams[s.team];
        await requestReplacement(
          await captain(s.team),
          team.id,
          { outUserId: team.members[team.members.length - 1], inUserId: newcomer.id, reason: s.reason },
          s.at,
        );
        break;
      }
    }
  }
  // Issue 22: the admin meets a team waiting for approval (registered by a newcomer who signed
  // up, its members invited) and a pending invitation of a second referee.
  // Issue 38: the simulated history's notices stay in the inbox and the admin's outbox list, but
  // are never mailed (a demo with SMTP_URL would otherwise send months of invented news at start).
  await prisma.emailOutbox.updateMany({ where: { kind: "notification", sentAt: null }, data: { sentAt: realNow, lastError: "demo history: not mailed" } });
  const origin = `http://localhost:${env().PORT}`;
  const founder = await prisma.user.create({
    data: { email: DEMO_ACCOUNTS.founder.email, name: DEMO_ACCOUNTS.founder.name, passwordHash, locale: "zh-CN", createdAt: realNow, emailVerifiedAt: realNow },
    select: { id: true },
  });
  await registerTeam(
    await loadActor(founder.id),
    { name: "新星桥社", memberEmails: ["nova.1@demo.club", "nova.2@demo.club", "nova.3@demo.club"] },
    { origin, now: realNow },
  );
  const admin = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.admin.email }, select: { id: true } });
  await createInvitation(await loadActor(admin.id), { email: "referee2@demo.club", role: "referee", locale: "zh-CN" }, { origin, now: realNow });
  const played = [...plan.final.values()].filter((c) => c.outcome?.reason === "played").length;
  log(`played ${played} matches of history and the present (${plan.steps.length} steps through the services)`);
  return true;
}
