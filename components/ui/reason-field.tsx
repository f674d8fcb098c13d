// A written reason in a form, labelled, with the length its schema allows (lib/validations/reason.ts):
// a one-line input, or a text area of `rows` lines.
import { REASON_LENGTH, type TextLength } from "@/lib/validations/reason";

export function ReasonField({
  label,
  length = REASON_LENGTH,
  rows,
  optional,
  name = "reason",
  testId,
}: {
  label: string;
  length?: TextLength;
  rows?: number;
  optional?: boolean;
  name?: string;
  testId?: string;
}) {
  const field = { name, required: !optional, minLength: length.min, maxLength: length.max, "data-testid": testId };
  return (
    <label>
      {label}
      {rows ? <textarea rows={rows} {...field} /> : <input {...field} />}
    </label>
  );
}
