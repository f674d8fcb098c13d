import { NextResponse } from "next/server";
import { route, type Ctx } from "@/lib/api/handler";
import { unsubscribe } from "@/lib/services/accounts/profile";
import { UnsubscribedAnswer } from "@/lib/api/answers/accounts";

// RFC 8058 one-click unsubscribe (List-Unsubscribe-Post): notification e-mails off, no sign-in.
export const POST = route(async ({ req }: Ctx) => unsubscribe(new URL(req.url).searchParams.get("token") ?? ""), { answer: UnsubscribedAnswer, public: true });
// A mail client without one-click support opens the link: the page with its button.
export const GET = route(async ({ req }: Ctx) => {
  const url = new URL(req.url);
  return NextResponse.redirect(new URL(`/unsubscribe?token=${encodeURIComponent(url.searchParams.get("token") ?? "")}`, url), 303);
});
