// The defender's answer and the challenger's choice (C5, C9): the 4-slot protocol.
import { now as clockNow } from "@/lib/clock";
import type { Actor } from "@/lib/auth/permissions";
import { act, captainSide, notifyAfter } from "@/lib/services/challenges/act";
import type { SlotInputDto } from "@/lib/services/challenges/issue";

/** C5: the defender accepts one of the challenger's times. */
export const acceptSlot = (actor: Actor, id: string, slot: Date, now = clockNow()) =>
  act(actor, id, (row, a) => ({ type: "accept", by: captainSide(row, a, "defender"), slot }), now, notifyAfter("challenge_scheduled"));

/** C5: the defender counter-proposes 4 other times. */
export const counterPropose = (actor: Actor, id: string, slots: SlotInputDto[], now = clockNow()) =>
  act(actor, id, (row, a) => ({ type: "counter", by: captainSide(row, a, "defender"), slots }), now, notifyAfter("challenge_answered"));

/** C5/C9: the challenger picks one of the counter-proposed times. */
export const chooseSlot = (actor: Actor, id: string, slot: Date, now = clockNow()) =>
  act(actor, id, (row, a) => ({ type: "choose", by: captainSide(row, a, "challenger"), slot }), now, notifyAfter("challenge_scheduled"));
