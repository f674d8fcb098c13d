"use client";
import { signOut } from "next-auth/react";

export function SignOutButton({ label }: { label: string }) {
  return (
    <button type="button" className="link-button" onClick={() => signOut({ callbackUrl: "/" })} data-testid="sign-out">
      {label}
    </button>
  );
}
