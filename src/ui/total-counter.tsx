/** "Total: 1" / "Totals: 25" (docs/rules/screens.md: Total for 0 or 1, Totals otherwise). */
export const totalLabel = (count: number) => `${count <= 1 ? 'Total' : 'Totals'}: ${count}`;

export function TotalCounter({ count }: { count: number | undefined }) {
  return (
    <span className="rl-counter" aria-live="polite">
      {count === undefined ? 'Total: …' : totalLabel(count)}
    </span>
  );
}
