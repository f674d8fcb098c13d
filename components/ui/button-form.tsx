// A form that is one button (check in, confirm, approve, revoke a token, resend an invitation…):
// the page action with the page's locale and the record's hidden fields. In a table row it looks
// like a link (the default); in a panel, a primary or secondary button.
import { LocaleField } from "./locale-field";

export function ButtonForm({
  action,
  fields,
  label,
  testId,
  variant = "link-button",
}: {
  action: (form: FormData) => Promise<void>;
  fields: Record<string, string | undefined>;
  label: string;
  testId?: string;
  variant?: "link-button" | "primary" | "secondary";
}) {
  return (
    <form action={action}>
      <LocaleField />
      {Object.entries(fields).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
      <button className={variant} type="submit" data-testid={testId}>
        {label}
      </button>
    </form>
  );
}
