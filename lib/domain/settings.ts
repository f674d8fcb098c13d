// The league settings the rules read, with the defaults of league-rules.md.

export type LeagueSettings = {
  timeZone: string;
  responseHours: number; // C7
  playHours: number; // C8
  matchHours: number; // C6: every start leaves this much time before the play deadline
  confirmHours: number; // M2
  slotWindowStartMinute: number; // C6, minutes after local midnight
  slotWindowEndMinute: number; // C6, exclusive; 1440 = midnight
  slotWeekdays: number[]; // C6, ISO weekdays (1 = Monday)
  checkInBeforeMinutes: number; // C11
  checkInAfterMinutes: number; // C11
  lateGraceMinutes: number; // C12
  rulingHours: number; // R2: a case should be ruled within this time
  priorityWindowEnabled: boolean; // C10
  priorityWindowHours: number; // C10
  maxReplacements: number; // T5
  boardsPerMatch: number; // M1
  ratingStart: number; // E1
  ratingK: number; // E1
  provisionalMatches: number; // E2
};

export const DEFAULT_SETTINGS: LeagueSettings = {
  timeZone: "Asia/Shanghai",
  responseHours: 72,
  playHours: 168,
  matchHours: 3,
  confirmHours: 48,
  slotWindowStartMinute: 18 * 60,
  slotWindowEndMinute: 24 * 60,
  slotWeekdays: [1, 2, 3, 4, 5],
  checkInBeforeMinutes: 30,
  checkInAfterMinutes: 30,
  lateGraceMinutes: 15,
  rulingHours: 72,
  priorityWindowEnabled: true,
  priorityWindowHours: 24,
  maxReplacements: 2,
  boardsPerMatch: 16,
  ratingStart: 1600,
  ratingK: 32,
  provisionalMatches: 28,
};

export const HOUR = 3_600_000;
export const MINUTE = 60_000;
