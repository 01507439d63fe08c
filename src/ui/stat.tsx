/** One figure with its label (today's counts); an ellipsis while it loads. */
export function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rl-stat">
      <span className="rl-muted">{label}</span>
      <strong>{value ?? '…'}</strong>
    </div>
  );
}
