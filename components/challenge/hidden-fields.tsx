// The two fields every challenge action's form posts (the server actions read them): the page's
// locale (LocaleField) and the challenge.
import { LocaleField } from "@/components/ui/locale-field";

export function HiddenFields({ challengeId }: { challengeId: string }) {
  return (
    <>
      <LocaleField />
      <input type="hidden" name="challengeId" value={challengeId} />
    </>
  );
}
