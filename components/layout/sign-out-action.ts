"use server";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";

// next-auth's JWT session lives only in its cookie: removing it signs out.
export async function signOutAction() {
  const jar = await cookies();
  for (const name of ["next-auth.session-token", "__Secure-next-auth.session-token", "next-auth.csrf-token", "__Host-next-auth.csrf-token"]) jar.delete(name);
  redirect("/");
}
