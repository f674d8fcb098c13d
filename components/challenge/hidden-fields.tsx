// The two fields every challenge action's form posts (the server actions read them).
export function HiddenFields({ locale, challengeId }: { locale: string; challengeId: string }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="challengeId" value={challengeId} />
    </>
  );
}
