"use server";
// Case actions from the pages: the same services and validations as the JSON API.
import { runAction } from "@/lib/actions/run-action";
import { currentActor } from "@/lib/auth/session";
import { BadRequest } from "@/lib/errors";
import { fieldErrors } from "@/lib/api/handler";
import { acknowledgeCase, addAttachment, addStatement, openClaim } from "@/lib/services/cases/cases";
import { ruleCase } from "@/lib/services/cases/rulings";
import { decideReplacement, requestReplacement } from "@/lib/services/teams/replacements";
import { ClaimSchema, ReplacementSchema, RulingSchema } from "@/lib/validations/cases";

const run = runAction;

const s = (form: FormData, k: string) => String(form.get(k) ?? "").trim();

export async function claimAction(form: FormData) {
  const challengeId = s(form, "challengeId");
  await run(
    form,
    `/challenges/${challengeId}`,
    async () => {
      const boards = s(form, "boards")
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      const p = ClaimSchema.safeParse({ kind: s(form, "kind"), reason: s(form, "reason"), boards });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      return openClaim(await currentActor(), challengeId, p.data);
    },
    "claimed",
    (r) => `/cases/${(r as { caseId: string }).caseId}`,
  );
}

export async function statementAction(form: FormData) {
  const id = s(form, "caseId");
  await run(
    form,
    `/cases/${id}`,
    async () => {
      const body = s(form, "body");
      if (!body) throw new BadRequest({ body: ["required"] });
      await addStatement(await currentActor(), id, body);
      const file = form.get("file");
      if (file && typeof file !== "string" && file.size > 0) {
        await addAttachment(await currentActor(), id, { fileName: file.name, mimeType: file.type, data: Buffer.from(await file.arrayBuffer()) });
      }
    },
    "statement",
  );
}

export async function acknowledgeAction(form: FormData) {
  const id = s(form, "caseId");
  await run(form, `/cases/${id}`, async () => acknowledgeCase(await currentActor(), id), "acknowledged");
}

export async function rulingAction(form: FormData) {
  const id = s(form, "caseId");
  await run(
    form,
    `/cases/${id}`,
    async () => {
      const kind = s(form, "kind");
      const num = (k: string) => (/^\d+$/.test(s(form, k)) ? Number(s(form, k)) : Number.NaN);
      const rematchAt = s(form, "at");
      const raw: Record<string, unknown> = { kind, reason: s(form, "reason") };
      if (kind === "replace")
        Object.assign(raw, { challengerImps: num("challengerImps"), defenderImps: num("defenderImps"), falseResult: form.get("falseResult") === "on" });
      if (kind === "award") Object.assign(raw, { winner: s(form, "winner"), falseResult: form.get("falseResult") === "on" });
      if (kind === "rematch") raw.at = rematchAt && !Number.isNaN(new Date(rematchAt).getTime()) ? new Date(rematchAt).toISOString() : "";
      if (kind === "adjust_board") {
        const adj = s(form, "adjustedImps");
        Object.assign(raw, {
          board: num("board"),
          ...(s(form, "boardOpen") ? { open: s(form, "boardOpen") } : {}),
          ...(s(form, "boardClosed") ? { closed: s(form, "boardClosed") } : {}),
          ...(adj ? { adjustedImps: /^-?\d+$/.test(adj) ? Number(adj) : Number.NaN } : {}),
          falseResult: form.get("falseResult") === "on",
        });
      }
      const p = RulingSchema.safeParse(raw);
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      await ruleCase(await currentActor(), id, p.data);
    },
    "ruled",
  );
}

export async function replacementAction(form: FormData) {
  const teamId = s(form, "teamId");
  await run(
    form,
    `/teams/${teamId}`,
    async () => {
      const p = ReplacementSchema.safeParse({ outUserId: s(form, "outUserId"), inEmail: s(form, "inEmail"), reason: s(form, "reason") });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      return requestReplacement(await currentActor(), teamId, p.data);
    },
    "replacementRequested",
  );
}

export async function decisionAction(form: FormData) {
  const id = s(form, "caseId");
  await run(
    form,
    `/cases/${id}`,
    async () => decideReplacement(await currentActor(), s(form, "requestId"), { approve: s(form, "approve") === "yes", reason: s(form, "reason") || "—" }),
    "ruled",
  );
}
