import "next-auth/jwt";

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    role?: string;
    teamId?: string | null;
    /** The user's session version when the session began (issue 10). */
    sv?: number;
  }
}
