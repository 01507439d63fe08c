/** The Client Details cards: one per picked lead with its client's details, placeholders while loading. */
import type { Rental } from '../../contract';
import { CLIENT_DETAILS, CLIENT_NAME } from '../../shared/columns/client-columns';

const SKELETON_CARDS = 4;

export function ClientCards({ leads }: { leads: Rental[] | null }) {
  return (
    <div className="rl-info-grid" aria-busy={leads === null || undefined} part="cards">
      {leads === null
        ? Array.from({ length: SKELETON_CARDS }, (_, card) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have nothing else to key on
            <div key={card} className="rl-card rl-stack">
              <div className="rl-skeleton" />
              <div className="rl-skeleton" />
              <div className="rl-skeleton" />
            </div>
          ))
        : leads.map((lead) => (
            <article key={lead._id} className="rl-card rl-stack" aria-label={CLIENT_NAME.text(lead)}>
              <h2>{CLIENT_NAME.text(lead)}</h2>
              <dl className="rl-dl">
                {CLIENT_DETAILS.map((field) => (
                  <div key={field.key} style={{ display: 'contents' }}>
                    <dt>{field.header}</dt>
                    <dd>{field.text(lead)}</dd>
                  </div>
                ))}
              </dl>
            </article>
          ))}
    </div>
  );
}
