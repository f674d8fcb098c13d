import { NextResponse } from "next/server";
import { route } from "@/lib/api/handler";
import { unsubscribe } from "@/lib/services/accounts/profile";

// RFC 8058 one-click unsubscribe (List-Unsubscribe-Post): notification e-mails off, no sign-in.
export const POST = route(async ({ req }) => unsubscribe(new URL(req.url).searchParams.get("token") ?? ""), { public: true });
// A mail client without one-click support opens the link: the page with its button.
export const GET = route(async ({ req }) => {
  const url = new URL(req.url);
  return NextResponse.redirect(new URL(`/unsubscribe?token=${encodeURIComponent(url.searchParams.get("token") ?? "")}`, url), 303);
});
