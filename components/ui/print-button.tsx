"use client";
// Issue 23: prints the page (the hand records, four boards to a sheet).
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="secondary no-print" onClick={() => window.print()} data-testid="print-button">
      {label}
    </button>
  );
}
