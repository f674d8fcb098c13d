// Issue 38: the reader's own time zone for notices and e-mails (league time is always given; a
// zone of one's own adds one's time beside it). A plain select of the runtime's IANA zones: no
// client script, and the value the server gets is always one it knows.

const ZONES: readonly string[] = Intl.supportedValuesOf("timeZone");

export function TimeZoneField({ label, leagueLabel, help, value }: { label: string; leagueLabel: string; help: string; value: string | null }) {
  return (
    <>
      <label>
        {label}
        <select name="timeZone" defaultValue={value ?? ""} aria-describedby="time-zone-help" data-testid="time-zone">
          <option value="">{leagueLabel}</option>
          {(value && !ZONES.includes(value) ? [value, ...ZONES] : ZONES).map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </label>
      <small id="time-zone-help" className="muted">
        {help}
      </small>
    </>
  );
}
