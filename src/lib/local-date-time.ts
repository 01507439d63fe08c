/**
 * Between the ISO instants the API speaks and a `datetime-local` input's value, which is wall-clock
 * time in the browser's own zone (docs/decisions.md#p14).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-03-02T15:00:00.000Z' → '2026-03-02T10:00' in a Panama browser; '' for none or an unreadable value. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The input's wall-clock value as an ISO instant; null when empty (docs/rules/settings.md: "null when empty"). */
export function localInputToIso(value: string): string | null {
  if (value === '') return null;
  // A date-time without an offset is read in the browser's zone (ECMAScript Date parsing rule).
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
