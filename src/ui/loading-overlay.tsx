/** The full-screen overlay shown while a form submits (docs/rules/auth.md). */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className="rl-overlay" role="status" aria-live="polite" part="overlay">
      <span className="rl-spinner" aria-hidden="true" />
      <span className="rl-visually-hidden">{label}</span>
    </div>
  );
}
