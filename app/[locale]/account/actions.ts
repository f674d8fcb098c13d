"use server";
// My account (issue 10): password change and token revocation call the same services as the API.
import { runAction } from "@/lib/actions/run-action";
import { currentActor } from "@/lib/auth/session";
import { changePassword, revokeToken } from "@/lib/services/accounts/auth";
import { clientAddress } from "@/lib/auth/client-address";
import { headers } from "next/headers";
import { signOutEverywhereAction } from "@/components/layout/sign-out-action";

export async function changePasswordAction(form: FormData) {
  let changed = false;
  await runAction(
    form,
    "/account",
    async () => {
      await changePassword(
        await currentActor(),
        { currentPassword: String(form.get("currentPassword") ?? ""), newPassword: String(form.get("newPassword") ?? "") },
        { address: clientAddress(await headers()) },
      );
      changed = true;
    },
    "passwordChanged",
  ).catch((e) => {
    // runAction ends in a redirect; after a change every session ended, this one too.
    if (!changed) throw e;
  });
  await signOutEverywhereAction();
}

export async function revokeTokenAction(form: FormData) {
  await runAction(form, "/account", async () => revokeToken(await currentActor(), String(form.get("tokenId") ?? "")), "tokenRevoked");
}

export { signOutEverywhereAction };
