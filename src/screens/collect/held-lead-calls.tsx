/** The held lead's earlier calls (docs/rules/claiming.md#d5.24), in a card under it: loaded after Collect's first paint. */
import { LeadCalls } from '../../screen-parts/lead-calls/lead-calls';

export function HeldLeadCalls({ rentalId }: { rentalId: string }) {
  return (
    <div className="rl-card" part="calls">
      <LeadCalls rentalId={rentalId} />
    </div>
  );
}
