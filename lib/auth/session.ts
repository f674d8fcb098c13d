// The signed-in actor for pages, server actions and API routes (session cookie or bearer token).
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { authOptions } from "@/lib/auth/options";
import { loadActor } from "@/lib/auth/actor";
import type { Actor } from "@/lib/auth/permissions";
import { actorFromToken } from "@/lib/services/accounts/auth";

export async function currentActor(): Promise<Actor> {
  const h = await headers();
  const auth = h.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return actorFromToken(auth.slice(7).trim());
  const session = await getServerSession(authOptions());
  const user = session?.user as { id?: string; sv?: number } | undefined;
  // A session without a version (issued before issue 10) counts as version 0.
  return loadActor(user?.id, user?.sv ?? 0);
}
