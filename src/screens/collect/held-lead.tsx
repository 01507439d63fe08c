/** The lead the picker holds: each field with its copy button, and the Finish / Invalid Number actions. */
import type { NumberStatus, Rental } from '../../contract';
import { RENTAL_LABELS } from '../../contract';
import { showNumber } from '../../lib/phone';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';

/** The order pickers work through a lead: who to call first, then the listing, then where it came from. */
const FIELDS = [
  'client_name',
  'number',
  'rent',
  'houseApt_details',
  'address',
  'post_link',
  'ss_link',
  'facebook_name',
] as const;

const LINKS = new Set<string>(['post_link', 'ss_link']);

interface HeldLeadProps {
  lead: Rental;
  /** The status being saved, while Finish or Invalid Number runs. */
  saving: NumberStatus | null;
  onFinish: (status: NumberStatus) => void;
}

export function HeldLead({ lead, saving, onFinish }: HeldLeadProps) {
  return (
    <section className="rl-card rl-stack" aria-label="Fetched rental" part="lead">
      <h2>Fetched rental</h2>
      <dl className="rl-lead-fields">
        {FIELDS.map((name) => {
          const label = RENTAL_LABELS[name];
          const value = lead[name] ?? '';
          return (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>
                <span>
                  {value === '' ? (
                    '-'
                  ) : LINKS.has(name) ? (
                    <a href={value} target="_blank" rel="noopener noreferrer">
                      {value}
                    </a>
                  ) : name === 'number' ? (
                    showNumber(value)
                  ) : (
                    value
                  )}
                </span>
                {/* The number is copied as stored (E.164): it dials and pastes from any country. */}
                {value === '' ? null : <CopyButton label={label} text={value} />}
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="rl-actions" part="actions">
        <Button
          variant="danger"
          busy={saving === 'invalid'}
          disabled={saving !== null}
          onClick={() => onFinish('invalid')}
        >
          Invalid Number
        </Button>
        <Button
          variant="primary"
          busy={saving === 'valid'}
          disabled={saving !== null}
          onClick={() => onFinish('valid')}
        >
          Finish
        </Button>
      </div>
    </section>
  );
}
