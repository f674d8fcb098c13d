// The row under a form with its one submit button: the same markup on every form, server or client.
import type { ReactNode } from "react";

export function SubmitRow({
  children,
  variant = "primary",
  testId,
  disabled,
  name,
  value,
}: {
  children: ReactNode;
  variant?: "primary" | "secondary";
  testId?: string;
  disabled?: boolean;
  name?: string;
  value?: string;
}) {
  return (
    <div>
      <button className={variant} type="submit" data-testid={testId} disabled={disabled} name={name} value={value}>
        {children}
      </button>
    </div>
  );
}
