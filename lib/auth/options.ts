// next-auth: credentials sign-in, JWT sessions carrying user id, role and team.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "@/lib/auth/secret";
import { verifyCredentials } from "@/lib/services/accounts/auth";
import { loadActor } from "@/lib/auth/actor";
import { Forbidden, TooManyRequests } from "@/lib/errors";
import { clientAddress } from "@/lib/auth/client-address";
import { DEVICE_COOKIE } from "@/lib/services/accounts/sign-in-throttle";

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

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
          const headers = (req?.headers ?? {}) as Record<string, string | undefined>;
          try {
            const u = await verifyCredentials(credentials.email, credentials.password, {
              address: clientAddress(headers),
              deviceCookie: readCookie(headers.cookie, DEVICE_COOKIE),
            });
            return { id: u.id, name: u.name, email: u.email, sv: u.sessionVersion };
          } catch (err) {
            if (err instanceof TooManyRequests) throw new Error(`too_many_requests:${err.retryAfterSeconds}`);
            if (err instanceof Forbidden && err.code === "email_unverified") throw new Error("email_unverified");
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
          token.sv = (user as { sv?: number }).sv ?? 0;
          token.role = actor?.role;
          token.teamId = actor?.teamId ?? null;
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.uid, role: token.role, teamId: token.teamId, sv: token.sv } };
      },
    },
  };
}
