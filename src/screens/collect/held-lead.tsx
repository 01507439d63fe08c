/** The lead the picker holds: each field with its copy button, and the Finish / Invalid Number actions. */
import { kindOf, LEAD_FIELD_NAMES, LEAD_FIELDS, type NumberStatus, type Rental } from '../../contract';
import { fieldText } from '../../lib/lead-field-text';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';

/**
 * The order pickers work through a lead: who to call first, then the listing, then where it came
 * from, the creator's Facebook name last.
 */
const FIELDS = [...LEAD_FIELD_NAMES.filter((name) => name !== 'facebook_name'), 'facebook_name' as const];

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
          const label = LEAD_FIELDS[name].label;
          const value = kindOf(name).text(lead[name]) ?? '';
          return (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>
                <span>
                  {value === '' ? (
                    '-'
                  ) : kindOf(name).input === 'url' ? (
                    <a href={value} target="_blank" rel="noopener noreferrer">
                      {value}
                    </a>
                  ) : (
                    fieldText(name, lead[name])
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
