// The account forms' common fields (sign-up, reset, invitation, account, admin): the same
// autocomplete hints for password managers and the same rule for a new password everywhere
// (at least 10 characters, with the strength help beside it: lib/auth/password).
export function EmailField({ label }: { label: string }) {
  return (
    <label>
      {label}
      <input name="email" type="email" autoComplete="email" required />
    </label>
  );
}

export function NewPasswordField({ label, help, name = "password" }: { label: string; help: string; name?: string }) {
  return (
    <>
      <label>
        {label}
        <input name={name} type="password" autoComplete="new-password" required minLength={10} aria-describedby={`${name}-help`} />
      </label>
      <small id={`${name}-help`} className="muted">
        {help}
      </small>
    </>
  );
}
