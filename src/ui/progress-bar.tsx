/** A determinate progress bar (an upload), named for screen readers and read as a percentage. */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="rl-progress-field">
      <div
        className="rl-progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="rl-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="rl-muted" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
