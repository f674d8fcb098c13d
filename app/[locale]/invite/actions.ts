"use server";
// Issue 22: an existing account accepts an invitation while signed in as itself.
import { headers } from "next/headers";
import { runAction } from "@/lib/actions/run-action";
import { currentActor } from "@/lib/auth/session";
import { clientAddress } from "@/lib/auth/client-address";
import { acceptInvitation } from "@/lib/services/accounts/invitation-links";

export async function acceptExistingAction(form: FormData) {
  const token = String(form.get("token") ?? "");
  await runAction(
    form,
    `/invite/${encodeURIComponent(token)}`,
    async () => acceptInvitation(await currentActor(), { token }, { address: clientAddress(await headers()) }),
    "invited",
    () => "/",
  );
}
