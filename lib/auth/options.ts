// next-auth: credentials sign-in, JWT sessions carrying user id, role and team.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "@/lib/auth/secret";
import { verifyCredentials } from "@/lib/services/auth";
import { loadActor } from "@/lib/auth/actor";
import { TooManyRequests } from "@/lib/errors";

// Self-hosted behind a known proxy: take the host from the request when NEXTAUTH_URL is not set.
process.env.AUTH_TRUST_HOST ??= "1";

export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: 30 * 24 * 3600 },
    pages: { signIn: "/signin" },
    providers: [
      CredentialsProvider({
        name: "credentials",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          if (!credentials?.email || !credentials.password) return null;
          const fwd = (req?.headers?.["x-forwarded-for"] as string | undefined)?.split(",")[0]?.trim();
          try {
            const u = await verifyCredentials(credentials.email, credentials.password, fwd ?? "local");
            return { id: u.id, name: u.name, email: u.email };
          } catch (err) {
            if (err instanceof TooManyRequests) throw new Error("too_many_requests");
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const actor = await loadActor(user.id);
          token.uid = user.id;
          token.role = actor?.role;
          token.teamId = actor?.teamId ?? null;
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.uid, role: token.role, teamId: token.teamId } };
      },
    },
  };
}
