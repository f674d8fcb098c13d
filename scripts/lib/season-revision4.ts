// Rules revision 4 (issue 36) in `npm run season`, through the JSON API with the clock override,
// one episode a league week after the season, each checked as it goes (a wrong answer ends the run):
//   1. a pretext claim: the challenger misses the match, claims at start + 20 min and reports a win
//      two days after the play deadline: refused (C8); the dismissal gives the match to the defender,
//      who checked in (C8 by check-ins, R4);
//   2. a split claim and appeal: the submitter's claim is dismissed, the other side's appeal stays
//      open and is ruled on its own (R4);
//   3. a rematch ordered on a claim beside an incoming challenge that the challenger holds: the
//      incoming challenge goes on (R1);
//   4. K changed between a challenge's issue and its result: the result is rated with the
//      challenge's K (E5); the season's verify (after this) stays clean.
import type { Answer, Api } from "./api-client";

type Ctx = {
  start: number;
  base: Api;
  admin: Api;
  referee: Api;
  captains: Map<string, Api>;
  members: Map<string, string[]>;
  clock: (ms: number) => Promise<unknown>;
  must: (r: Promise<Answer>, what: string) => Promise<Answer["body"]>;
};

const H = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

export async function revision4Episodes(ctx: Ctx) {
  const { base, admin, referee, captains, members, clock, must } = ctx;
  const ladder = async () =>
    (await must(base.call("GET", "/ladder"), "ladder")).entries as { position: number; team: { id: string; name: string }; mayChallenge: number[] }[];
  /** A free pair (challenger, defender) from the bottom up, avoiding `busy`. */
  const pair = async (busy: Set<string> = new Set()) => {
    const l = await ladder();
    const byPos = new Map(l.map((e) => [e.position, e.team.id]));
    for (const e of [...l].reverse()) {
      if (busy.has(e.team.id)) continue;
      const d = e.mayChallenge.map((p) => byPos.get(p)!).find((t) => !busy.has(t));
      if (d) return { c: e.team.id, d };
    }
    throw new Error("no free pair on the ladder");
  };
  const lineup = (c: string, d: string) => ({ challenger: members.get(c)!.slice(0, 4), defender: members.get(d)!.slice(0, 4) });
  /** Issued on Tuesday 12:00, agreed for Wednesday 20:00 league time. */
  const agreed = async (tuesday: number, c: string, d: string) => {
    await clock(tuesday);
    const slots = [1, 2, 3, 6].map((day) => iso(tuesday + day * 24 * H + (day === 6 ? 7 : 8) * H));
    const ch = await must(captains.get(c)!.call("POST", "/challenges", { defenderId: d, slots }), "challenge");
    await clock(tuesday + H);
    await must(captains.get(d)!.call("POST", `/challenges/${ch.id}/accept`, { slot: slots[0] }), "accept");
    return { id: ch.id as string, startAt: tuesday + 24 * H + 8 * H, playBy: tuesday + 7 * 24 * H };
  };
  const casesOf = async (id: string) =>
    ((await must(base.call("GET", `/challenges/${id}`), "challenge")).cases ?? []) as { id: string; kind: string; state: string }[];

  // 1. The pretext claim.
  let t = ctx.start;
  {
    const { c, d } = await pair();
    const m = await agreed(t, c, d);
    await clock(m.startAt - 10 * 60_000);
    await must(captains.get(d)!.call("POST", `/challenges/${m.id}/check-in`), "check-in");
    await clock(m.startAt + 20 * 60_000);
    const claim = await must(captains.get(c)!.call("POST", `/challenges/${m.id}/claims`, { kind: "in_match", reason: "服务器断线" }), "claim");
    await clock(m.playBy + 2 * 24 * H);
    const late = await captains.get(c)!.call("POST", `/challenges/${m.id}/result`, { challengerImps: 45, defenderImps: 20, lineup: lineup(c, d) });
    if (late.status !== 409 || late.body.error?.code !== "result_after_deadline")
      throw new Error(`a late result was not refused: ${late.status} ${JSON.stringify(late.body)}`);
    await must(referee.call("POST", `/cases/${claim.caseId}/ruling`, { kind: "dismiss", reason: "没有断线记录" }), "dismiss");
    const after = await must(base.call("GET", `/challenges/${m.id}`), "challenge");
    if (after.outcome?.winner !== "defender") throw new Error(`the pretext claim decided the match: ${JSON.stringify(after.outcome)}`);
    console.log(`  revision 4: a pretext claim on #${after.number}: the late "win" refused (C8), the defender wins by check-ins`);
  }

  // 2. A split claim and appeal.
  t += 7 * 24 * H;
  {
    const { c, d } = await pair();
    const m = await agreed(t, c, d);
    await clock(m.startAt + 30 * 60_000);
    const claim = await must(captains.get(c)!.call("POST", `/challenges/${m.id}/claims`, { kind: "in_match", reason: "第 3 副有争议" }), "claim");
    await clock(m.startAt + 3 * H);
    await must(captains.get(c)!.call("POST", `/challenges/${m.id}/result`, { challengerImps: 50, defenderImps: 10, lineup: lineup(c, d) }), "result");
    await must(captains.get(d)!.call("POST", `/challenges/${m.id}/appeal`, { reason: "比分不对" }), "appeal");
    await must(referee.call("POST", `/cases/${claim.caseId}/ruling`, { kind: "dismiss", reason: "没有争议" }), "dismiss the claim");
    const appeal = (await casesOf(m.id)).find((k) => k.kind === "appeal");
    if (!appeal || appeal.state !== "open") throw new Error("dismissing the claim closed the other side's appeal");
    await must(
      referee.call("POST", `/cases/${appeal.id}/ruling`, { kind: "replace", challengerImps: 10, defenderImps: 50, reason: "牌谱核实" }),
      "rule the appeal",
    );
    console.log("  revision 4: a claim dismissed, the other side's appeal heard on its own (R4)");
  }

  // 3. A rematch on a claim beside an incoming challenge.
  t += 7 * 24 * H;
  {
    await clock(t);
    // c challenges d, and someone below may challenge c (C2: c holds one out and receives one).
    const before = await ladder();
    const byPos = new Map(before.map((x) => [x.position, x.team.id]));
    const c = before.find((x) => x.mayChallenge.length && before.some((y) => y.team.id !== x.team.id && y.mayChallenge.includes(x.position)))!.team.id;
    const d = byPos.get(before.find((x) => x.team.id === c)!.mayChallenge[0])!;
    const m = await agreed(t, c, d);
    const l = await ladder();
    const cPos = l.find((e) => e.team.id === c)!.position;
    const e = l.find((x) => x.team.id !== d && x.team.id !== c && x.mayChallenge.includes(cPos));
    let incoming: string | null = null;
    if (e) {
      const slots = [1, 2, 3, 6].map((day) => iso(t + H + day * 24 * H + (day === 6 ? 7 : 8) * H));
      const r = await captains.get(e.team.id)!.call("POST", "/challenges", { defenderId: c, slots });
      if (r.status === 201) incoming = r.body.id;
      else throw new Error(`the incoming challenge was refused: ${r.status} ${JSON.stringify(r.body)}`);
    } else throw new Error(`nobody may challenge position ${cPos}: ${JSON.stringify(l.map((x) => [x.position, x.mayChallenge]))}`);
    await clock(m.startAt + H);
    const claim = await must(captains.get(d)!.call("POST", `/challenges/${m.id}/claims`, { kind: "disconnection", reason: "三次掉线" }), "claim");
    const ruling = await must(
      referee.call("POST", `/cases/${claim.caseId}/ruling`, { kind: "rematch", at: iso(t + 3 * 24 * H + 8 * H), reason: "掉线三次，重赛" }),
      "rematch",
    );
    if ((ruling.voided ?? []).length) throw new Error(`a claim rematch voided ${JSON.stringify(ruling.voided)}`);
    if (incoming && (await must(base.call("GET", `/challenges/${incoming}`), "incoming")).outcome)
      throw new Error("the incoming challenge was ended by the rematch");
    console.log(`  revision 4: a rematch on a claim voided nothing${incoming ? "; the incoming challenge goes on" : ""} (R1)`);
  }

  // 4. K changed between a challenge's issue and its result.
  t += 7 * 24 * H;
  {
    await clock(t);
    await must(admin.call("POST", "/admin/sweep"), "sweep");
    const { c, d } = await pair();
    const m = await agreed(t, c, d);
    await must(admin.call("PATCH", "/league", { ratingK: 40 }), "K 40");
    await clock(m.startAt + 3 * H);
    await must(captains.get(c)!.call("POST", `/challenges/${m.id}/result`, { challengerImps: 30, defenderImps: 20, lineup: lineup(c, d) }), "result");
    await must(captains.get(d)!.call("POST", `/challenges/${m.id}/confirm`), "confirm");
    await must(admin.call("PATCH", "/league", { ratingK: 32 }), "K 32");
    console.log("  revision 4: K changed between issue and result; the result is rated with the challenge's K (E5)");
  }
}
