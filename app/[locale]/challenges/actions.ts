"use server";
// Page actions: each calls the same service as the JSON API, then returns to the page with the
// outcome (a translated message from its code), so forms work without client JavaScript.
import { runAction } from "@/lib/actions/run-action";
import { currentActor } from "@/lib/auth/session";
import { timeZoneForDefender, timeZoneOfChallenge } from "@/lib/services/challenges/form-time";
import { acceptSlot, chooseSlot, counterPropose } from "@/lib/services/challenges/answer";
import { answerReschedule, proposeReschedule } from "@/lib/services/challenges/reschedule";
import { checkIn } from "@/lib/services/challenges/check-in";
import { concedeChallenge } from "@/lib/services/challenges/concede";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { withdrawChallenge } from "@/lib/services/challenges/withdraw";
import { passPriority } from "@/lib/services/challenges/priority";
import { appealResult, confirmResult, requestCorrection, submitResult } from "@/lib/services/challenges/results";
import { leagueTimeFromForm, slotsFromForm } from "@/lib/validations/slot-form";
import { CorrectionSchema, PickSlotSchema, ReasonSchema, SheetInputSchema } from "@/lib/validations/challenge";
import { BadRequest, RuleViolation } from "@/lib/errors";
import { fieldErrors } from "@/lib/api/handler";
import { postMessage } from "@/lib/services/challenges/thread";
import { MessageSchema } from "@/lib/validations/thread";

const run = runAction;

const id = (form: FormData) => String(form.get("challengeId") ?? "");
const slotOf = (form: FormData) => {
  const p = PickSlotSchema.safeParse({ slot: String(form.get("slot") ?? "") });
  if (!p.success) throw new BadRequest(fieldErrors(p.error));
  return p.data.slot;
};
/** A whole number field; empty is undefined (the schema then names it), anything else not a number NaN. */
const intOf = (form: FormData, key: string) => {
  const v = String(form.get(key) ?? "").trim();
  return v === "" ? undefined : /^\d+$/.test(v) ? Number(v) : Number.NaN;
};
const reasonOf = (form: FormData) => {
  const p = ReasonSchema.safeParse({ reason: String(form.get("reason") ?? "") });
  if (!p.success) throw new BadRequest(fieldErrors(p.error));
  return p.data.reason;
};

export async function issueAction(form: FormData) {
  const defenderId = String(form.get("defenderId") ?? "");
  await run(
    form,
    `/challenges/new?defender=${defenderId}`,
    async () => {
      // S2: league time is the defender's ladder's, as the new-challenge page shows it.
      return issueChallenge(await currentActor(), { defenderId, slots: slotsFromForm(form, await timeZoneForDefender(defenderId)) });
    },
    "issued",
    (r) => `/challenges/${(r as { id: string }).id}`,
  );
}

export async function acceptAction(form: FormData) {
  await run(form, `/challenges/${id(form)}`, async () => acceptSlot(await currentActor(), id(form), slotOf(form)), "accepted");
}

export async function counterAction(form: FormData) {
  await run(
    form,
    `/challenges/${id(form)}`,
    async () => {
      // S2: league time is the challenge's own ladder's, as its page shows it.
      return counterPropose(await currentActor(), id(form), slotsFromForm(form, await timeZoneOfChallenge(id(form))));
    },
    "countered",
  );
}

export async function chooseAction(form: FormData) {
  await run(form, `/challenges/${id(form)}`, async () => chooseSlot(await currentActor(), id(form), slotOf(form)), "chosen");
}

export async function withdrawAction(form: FormData) {
  await run(form, `/challenges/${id(form)}`, async () => withdrawChallenge(await currentActor(), id(form)), "withdrawn");
}

export async function checkInAction(form: FormData) {
  await run(form, `/challenges/${id(form)}`, async () => checkIn(await currentActor(), id(form)), "checkedIn");
}

function lineupOf(form: FormData, side: "challenger" | "defender") {
  return [0, 1, 2, 3].map((i) => {
    const v = String(form.get(`${side}${i}`) ?? "");
    const guest = String(form.get(`${side}${i}name`) ?? "").trim();
    return v === "guest" || v === "" ? { name: guest } : v;
  });
}

export async function resultAction(form: FormData) {
  await run(
    form,
    `/challenges/${id(form)}`,
    async () => {
      const imps = (k: string) => {
        const raw = String(form.get(k) ?? "").trim();
        return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
      };
      const lineup = { challenger: lineupOf(form, "challenger"), defender: lineupOf(form, "defender") };
      const sheetJson = String(form.get("sheet") ?? "").trim();
      if (sheetJson) {
        // Issue 6: totals are computed from the boards (typed totals, if any, must agree).
        const p = SheetInputSchema.safeParse(JSON.parse(sheetJson));
        if (!p.success) throw new BadRequest(fieldErrors(p.error));
        const typed = (k: string) => (String(form.get(k) ?? "").trim() === "" ? undefined : imps(k));
        return submitResult(await currentActor(), id(form), {
          lineup,
          ...p.data,
          challengerImps: typed("challengerImps"),
          defenderImps: typed("defenderImps"),
        });
      }
      const c = imps("challengerImps");
      const d = imps("defenderImps");
      if (Number.isNaN(c) || Number.isNaN(d)) throw new RuleViolation("imps_invalid", "M1");
      return submitResult(await currentActor(), id(form), { challengerImps: c, defenderImps: d, lineup });
    },
    "submitted",
  );
}

export async function confirmAction(form: FormData) {
  await run(form, `/challenges/${id(form)}`, async () => confirmResult(await currentActor(), id(form)), "confirmed");
}

export async function appealAction(form: FormData) {
  await run(form, `/challenges/${id(form)}`, async () => appealResult(await currentActor(), id(form), reasonOf(form)), "appealed");
}

export async function correctionAction(form: FormData) {
  await run(
    form,
    `/challenges/${id(form)}`,
    async () => {
      // M4 (revision 3): the corrected totals are required.
      const p = CorrectionSchema.safeParse({
        reason: reasonOf(form),
        challengerImps: intOf(form, "challengerImps"),
        defenderImps: intOf(form, "defenderImps"),
      });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      return requestCorrection(await currentActor(), id(form), p.data);
    },
    "correctionRequested",
  );
}

export async function passAction(form: FormData) {
  await run(form, `/`, async () => passPriority(await currentActor()), "passed");
}

/** C17: a captain concedes (the form asks for an explicit confirmation). */
export async function concedeAction(form: FormData) {
  await run(
    form,
    `/challenges/${id(form)}`,
    async () => {
      if (form.get("confirm") !== "on") throw new BadRequest({ confirm: ["required"] });
      return concedeChallenge(await currentActor(), id(form));
    },
    "conceded",
  );
}

/** C16: a window time from the list, or a custom league-time date and time agreed with the other captain. */
export async function rescheduleAction(form: FormData) {
  await run(
    form,
    `/challenges/${id(form)}`,
    async () => {
      const custom = leagueTimeFromForm(String(form.get("custom") ?? ""), await timeZoneOfChallenge(id(form)));
      const picked = String(form.get("slot") ?? "").trim();
      const at = custom ?? (picked ? slotOf(form) : null);
      if (!at || Number.isNaN(at.getTime())) throw new BadRequest({ at: ["required"] });
      return proposeReschedule(await currentActor(), id(form), at);
    },
    "rescheduleProposed",
  );
}

export async function rescheduleAnswerAction(form: FormData) {
  // C16: the button pressed names the answer; a form without one changes nothing.
  const answer = form.get("answer");
  const accept = answer === "accept";
  await run(
    form,
    `/challenges/${id(form)}`,
    async () => {
      if (!accept && answer !== "decline") throw new BadRequest({ answer: ["accept or decline"] });
      return answerReschedule(await currentActor(), id(form), accept);
    },
    accept ? "rescheduleAccepted" : "rescheduleDeclined",
  );
}

/** Issue 38: a message on the challenge's thread (the other side is told). */
export async function postMessageAction(form: FormData) {
  await run(
    form,
    `/challenges/${id(form)}`,
    async () => {
      const p = MessageSchema.safeParse({ text: String(form.get("text") ?? "") });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      return postMessage(await currentActor(), id(form), p.data.text);
    },
    "messagePosted",
  );
}
