/** A call's length as Collect and a lead's calls show it (docs/rules/claiming.md#d5.24): mm:ss, minutes past 59 kept whole. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
