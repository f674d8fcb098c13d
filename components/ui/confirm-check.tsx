// The box a person ticks to confirm an action that cannot be undone (a team's withdrawal, a
// concession, a new captain): the form's required `confirm` field, the browser refuses it unticked
// and the action checks it again.
import type { ReactNode } from "react";

export function ConfirmCheck({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <label className="check">
      <input type="checkbox" name="confirm" required data-testid={testId} /> {children}
    </label>
  );
}
