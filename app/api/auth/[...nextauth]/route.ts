import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { DEVICE_COOKIE, issueDeviceCookie } from "@/lib/services/accounts/sign-in-throttle";

type Ctx = { params: Promise<{ nextauth: string[] }> };

const nextAuth = (req: Request, ctx: Ctx) => NextAuth(req as never, ctx as never, authOptions()) as Promise<Response>;

export const GET = nextAuth;

/**
 * Issue 10: after a successful credentials sign-in, the browser gets a device cookie for that
 * account (OWASP device cookies): later attempts from it spend its own allowance, so failures
 * from elsewhere cannot lock the owner out.
 */
export async function POST(req: Request, ctx: Ctx) {
  const isSignIn = new URL(req.url).pathname.endsWith("/callback/credentials");
  const email = isSignIn
    ? String(
        (
          await req
            .clone()
            .formData()
            .catch(() => null)
        )?.get("email") ?? "",
      )
    : "";
  const res = await nextAuth(req, ctx);
  const signedIn = (res.headers.getSetCookie?.() ?? []).some((c) => /next-auth\.session-token=[^;]+/.test(c) && !/next-auth\.session-token=;/.test(c));
  if (isSignIn && email && signedIn) {
    const secure = new URL(req.url).protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
    res.headers.append(
      "set-cookie",
      `${DEVICE_COOKIE}=${encodeURIComponent(issueDeviceCookie(email))}; Path=/api/auth; Max-Age=${180 * 86400}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
  }
  return res;
}
