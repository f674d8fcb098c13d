// Sign-out as a plain form (no client JavaScript): the server action clears the session cookies.
import { signOutAction } from "@/components/layout/sign-out-action";

export function SignOutButton({ label }: { label: string }) {
  return (
    <form action={signOutAction}>
      <button type="submit" className="link-button" data-testid="sign-out">
        {label}
      </button>
    </form>
  );
}
