// The signed-in actor for pages, server actions and API routes (session cookie or bearer token).
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { authOptions } from "@/lib/auth/options";
import { loadActor } from "@/lib/auth/actor";
import type { Actor } from "@/lib/auth/permissions";
import { actorFromToken } from "@/lib/services/auth";

export async function currentActor(): Promise<Actor> {
  const h = await headers();
  const auth = h.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return actorFromToken(auth.slice(7).trim());
  const session = await getServerSession(authOptions());
  const uid = (session?.user as { id?: string } | undefined)?.id;
  return loadActor(uid);
}
