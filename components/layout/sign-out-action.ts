"use server";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { signOutEverywhere } from "@/lib/services/accounts/auth";

const SESSION_COOKIES = [
  "next-auth.session-token",
  "__Secure-next-auth.session-token",
  "next-auth.csrf-token",
  "__Host-next-auth.csrf-token",
  "next-auth.callback-url",
  "__Secure-next-auth.callback-url",
];

/**
 * next-auth's JWT session lives only in its cookie: removing it signs this browser out. Issue 10:
 * a browser ignores a deletion of a `__Secure-`/`__Host-` cookie that is not itself marked Secure,
 * so each cookie is expired with the attributes it was set with.
 */
async function clearSessionCookies() {
  const jar = await cookies();
  for (const name of SESSION_COOKIES) {
    if (!jar.has(name)) continue;
    const secure = name.startsWith("__Secure-") || name.startsWith("__Host-");
    jar.set(name, "", { path: "/", maxAge: 0, expires: new Date(0), secure, httpOnly: true, sameSite: "lax" });
  }
}

export async function signOutAction() {
  await clearSessionCookies();
  redirect("/");
}

/** Ends every session and API token of the user (issue 10), then this browser's too. */
export async function signOutEverywhereAction() {
  await signOutEverywhere(await currentActor()).catch(() => undefined);
  await clearSessionCookies();
  redirect("/signin");
}
