import { validationText } from "@/lib/validations/error-map";
import { BadRequest } from "@/lib/errors";
import { route, type Ctx } from "@/lib/api/handler";
import { listEvents } from "@/lib/services/challenges/challenges-read";
import { seesFullRecord } from "@/lib/services/league/event-privacy";
import { ladderBySlug } from "@/lib/services/league/ladders";

const cell = (v: unknown) => {
  const s = v === null || v === undefined ? "" : typeof v === "string" ? v : JSON.stringify(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The audit log as CSV, with the same filters as GET /api/v1/events. */
export const GET = route(async ({ req, actor, locale }: Ctx) => {
  const u = new URL(req.url);
  const since = u.searchParams.get("since");
  const sinceDate = since ? new Date(since) : undefined;
  if (sinceDate && Number.isNaN(sinceDate.getTime())) throw new BadRequest({ since: [validationText(locale, "instant")] });
  const events = await listEvents({
    since: sinceDate,
    teamId: u.searchParams.get("team") ?? undefined,
    challengeId: u.searchParams.get("challenge") ?? undefined,
    type: u.searchParams.get("type") ?? undefined,
    // S2: ?ladder=<slug> for another ladder's log (404 for an address no ladder has).
    ladder: u.searchParams.get("ladder") ? (await ladderBySlug(u.searchParams.get("ladder")!)).id : undefined,
    limit: 5000,
    fullRecord: seesFullRecord(actor),
  });
  const head = ["id", "at", "type", "rule", "by", "teamId", "otherTeamId", "challengeId", "caseId", "data"];
  const lines = [
    head.join(","),
    ...events.map((e) => [e.id, e.at, e.type, e.rule, e.by, e.teamId, e.otherTeamId, e.challengeId, e.caseId, e.data].map(cell).join(",")),
  ];
  return new Response("\uFEFF" + lines.join("\r\n") + "\r\n", {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="ladder-events.csv"' },
  });
});
