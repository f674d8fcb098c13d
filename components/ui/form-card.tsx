// A page form in its own card: the locale it answers in (LocaleField), an optional heading and help
// line, then its fields. `hiddenFields` names the record the form is about (e.g. { caseId }), sent as
// hidden inputs. Server component (LocaleField reads the request's locale).
import type { ReactNode } from "react";
import { LocaleField } from "@/components/ui/locale-field";

export function FormCard({
  action,
  testId,
  title,
  help,
  encType,
  hiddenFields,
  children,
}: {
  action: (form: FormData) => void | Promise<void>;
  testId?: string;
  title?: ReactNode;
  help?: ReactNode;
  encType?: "multipart/form-data";
  hiddenFields?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <form action={action} className="card stack" data-testid={testId} encType={encType}>
      <LocaleField />
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {title ? <h2 style={{ marginTop: 0 }}>{title}</h2> : null}
      {help ? <p className="muted">{help}</p> : null}
      {children}
    </form>
  );
}
