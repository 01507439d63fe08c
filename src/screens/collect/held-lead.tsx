/**
 * The lead the picker holds: each field with its copy button, Finish and Invalid Number, and the other
 * ways a call ends (rule D5.5): No Answer, Call Back Later, Not Interested, Do Not Contact, and Skip.
 */
import {
  kindOf,
  LEAD_FIELD_NAMES,
  LEAD_FIELDS,
  type NumberStatus,
  OUTCOME_LABELS,
  type Rental,
} from '../../contract';
import { fieldText } from '../../lib/lead-field-text';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';

/**
 * The order pickers work through a lead: who to call first, then the listing, then where it came
 * from, the creator's Facebook name last.
 */
const FIELDS = [...LEAD_FIELD_NAMES.filter((name) => name !== 'facebook_name'), 'facebook_name' as const];

/** What the picker chose and is being saved: a number status, an outcome, or a skip. */
export type Ending = NumberStatus | 'no-answer' | 'callback' | 'not-interested' | 'do-not-contact' | 'skip';

interface HeldLeadProps {
  lead: Rental;
  /** The ending being saved; every action waits meanwhile. */
  saving: Ending | null;
  onFinish: (status: NumberStatus) => void;
  /** No Answer and Not Interested end at once; the others ask first. */
  onEnd: (ending: Exclude<Ending, NumberStatus>) => void;
}

/** The other endings, in the order a call usually goes. */
const OTHER_ENDINGS = [
  ['no-answer', OUTCOME_LABELS['no-answer']],
  ['callback', OUTCOME_LABELS.callback],
  ['not-interested', OUTCOME_LABELS['not-interested']],
  ['do-not-contact', OUTCOME_LABELS['do-not-contact']],
  ['skip', 'Skip'],
] as const;

export function HeldLead({ lead, saving, onFinish, onEnd }: HeldLeadProps) {
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
      <fieldset className="rl-actions rl-bare-group" aria-label="Other endings">
        {OTHER_ENDINGS.map(([ending, label]) => (
          <Button
            key={ending}
            busy={saving === ending}
            disabled={saving !== null}
            onClick={() => onEnd(ending)}
          >
            {label}
          </Button>
        ))}
      </fieldset>
    </section>
  );
}
