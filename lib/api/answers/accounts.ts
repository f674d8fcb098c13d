// Issue 24: answers of the account operations (tokens, invitations, sign-up, profile, import).
import { z } from "zod";
import { Id, Instant, flag } from "@/lib/api/answers/common";

const Role = z.enum(["admin", "referee", "member"]);

/** POST /auth/token and /auth/tokens: the secret, shown once. */
export const TokenAnswer = z.object({ token: z.string().describe("send as Authorization: Bearer …; shown only here"), id: Id, expiresAt: Instant });

/** GET /auth/tokens: never the secret. */
export const TokenListAnswer = z.object({
  tokens: z.array(
    z.object({ id: Id, name: z.string().nullable(), createdAt: Instant, expiresAt: Instant, lastUsedAt: Instant.nullable(), expired: z.boolean() }),
  ),
});

export const TokenRevokedAnswer = z.object({ revoked: Id });
export const PasswordChangedAnswer = flag("changed");
export const SignedOutAnswer = flag("signedOut");
/** 202 whatever the address (no account enumeration). */
export const AcceptedAnswer = flag("accepted");
export const ResetAnswer = flag("reset");
export const VerifiedAnswer = z.object({ verified: z.boolean(), email: z.string() });
export const EmailChangedAnswer = z.object({ changed: z.boolean(), email: z.string() });
export const UnsubscribedAnswer = flag("unsubscribed");

/** PATCH /users/{id} */
export const UserDisabledAnswer = z.object({ id: Id, disabled: z.boolean() });
/** POST /users */
export const UserCreatedAnswer = z.object({ id: Id });

/** GET /me */
export const MeAnswer = z.object({
  id: Id,
  email: z.string(),
  name: z.string(),
  locale: z.string(),
  role: Role,
  emailNotifications: z.boolean(),
  pendingEmail: z.string().nullable().describe("a new address waiting for its confirmation"),
  emailVerifiedAt: Instant.nullable(),
  timeZone: z.string().nullable().describe("the reader's own IANA time zone for notices (null: league time only; issue 38)"),
  teamId: Id.nullable(),
  captainOf: Id.nullable().describe("the team this user captains or deputises (T6); with teams in several ladders, the first"),
  teams: z
    .array(
      z.object({
        teamId: Id,
        ladder: z.number().int(),
        captain: z.boolean().describe("the captain's rights: captain or deputy (T6)"),
        lead: z.boolean().describe("the captain itself"),
      }),
    )
    .describe("every team of this user, one per ladder at most (S2), the default ladder's first"),
});

/** PATCH /me */
export const ProfileAnswer = z.object({
  name: z.string(),
  locale: z.string(),
  email: z.string(),
  emailNotifications: z.boolean(),
  pendingEmail: z.string().nullable(),
  timeZone: z.string().nullable(),
});

/** POST /invitations, /invitations/{id}/resend: the one-time link (also e-mailed). */
export const InvitationAnswer = z.object({
  id: Id,
  url: z.string(),
  expiresAt: Instant,
  userId: Id.optional().describe("the account's id, in an admin's answer only (issue 35)"),
});
export const InvitationResentAnswer = z.object({ id: Id, url: z.string(), expiresAt: Instant });
export const InvitationRevokedAnswer = z.object({ id: Id, revoked: z.boolean() });
export const InvitationAcceptedAnswer = z.object({ userId: Id, email: z.string() });

/** GET /invitations */
export const InvitationListAnswer = z.object({
  invitations: z.array(
    z.object({
      id: Id,
      email: z.string(),
      role: Role,
      teamId: Id.nullable(),
      teamRole: z.string().nullable().describe("captain, deputy or member"),
      team: z.string().nullable().describe("the team's name"),
      createdAt: Instant,
      expiresAt: Instant,
      expired: z.boolean(),
      sentCount: z.number().int(),
      replacementId: Id.nullable().describe("T5: the replacement request this invitation filed"),
      name: z.string().describe("the invited person's name (the roster's, until they choose their own)"),
      state: z.enum(["pending", "staged", "expired", "accepted", "revoked"]).describe("staged: imported with invite=later, not sent yet"),
      sent: z.boolean(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  pageSize: z.number().int(),
});
/** POST /invitations/send (issue 37) */
export const InvitationsSentAnswer = z.object({ sent: z.number().int().describe("staged invitations mailed now") });
/** PATCH /invitations/:id (issue 37) */
export const InvitationEmailAnswer = z.object({ id: Id, email: z.string(), sent: z.boolean().describe("a new link went to the new address") });

/** POST /teams/register (T1): pending until an admin approves. */
export const TeamRegisteredAnswer = z.object({ id: Id, state: z.literal("pending"), invited: z.number().int() });

const Person = z.object({ email: z.string(), name: z.string() });
/** POST /admin/import (issue 22): every bad row named by its line, in the reader's language. */
export const RosterImportAnswer = z.object({
  encoding: z.string(),
  rows: z.number().int(),
  teams: z.array(z.object({ name: z.string(), captain: Person, deputies: z.array(Person), members: z.array(Person) })),
  problems: z.array(
    z.object({ line: z.number().int(), code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional(), message: z.string() }),
  ),
  committed: z.boolean(),
  staged: z.number().int().describe("invitations created but not sent (invite=later; POST /invitations/send mails them)"),
});
