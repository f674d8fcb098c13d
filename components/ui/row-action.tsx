// A one-button form in a table row (revoke a token, resend or revoke an invitation): the page
// action with the page's locale and the row's hidden fields, shown as a link.
import { LocaleField } from "./locale-field";

export function RowAction({
  action,
  fields,
  label,
  testId,
}: {
  action: (form: FormData) => Promise<void>;
  fields: Record<string, string | undefined>;
  label: string;
  testId?: string;
}) {
  return (
    <form action={action}>
      <LocaleField />
      {Object.entries(fields).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
      <button className="link-button" type="submit" data-testid={testId}>
        {label}
      </button>
    </form>
  );
}
