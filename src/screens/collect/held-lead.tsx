/**
 * The lead the picker holds: each field with its copy button, Finish and Invalid Number, and the other
 * ways a call ends (docs/rules/claiming.md#d5.5): No Answer, Call Back Later, Not Interested, Do Not Contact, and Skip.
 */

import type { ReactNode, Ref } from 'react';
import {
  kindOf,
  type Language,
  LEAD_FIELD_NAMES,
  LEAD_FIELDS,
  localize,
  type NumberStatus,
  OUTCOME_LABELS,
  type Rental,
} from '../../contract';
import { fieldText } from '../../lib/lead-field-text';
import { collectCatalog } from '../../locales/collect';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';
import { type ShortcutKey, shortcut } from './shortcuts';

/**
 * The order pickers work through a lead: who to call first, then the listing, then where it came
 * from, the creator's Facebook name last.
 */
const FIELDS = [...LEAD_FIELD_NAMES.filter((name) => name !== 'facebook_name'), 'facebook_name' as const];

/** What the picker chose and is being saved: a number status, an outcome, or a skip. */
export type Ending = NumberStatus | 'no-answer' | 'callback' | 'not-interested' | 'do-not-contact' | 'skip';

interface HeldLeadProps {
  lead: Rental;
  /** Focus lands here after a fetch, so the next Tab reaches the lead's first control. */
  ref?: Ref<HTMLElement>;
  /** The ending being saved; every action waits meanwhile. */
  saving: Ending | null;
  onFinish: (status: NumberStatus) => void;
  /** No Answer and Not Interested end at once; the others ask first. */
  onEnd: (ending: Exclude<Ending, NumberStatus>) => void;
  /** Opens the proposed correction of the lead's fields for its creator (docs/rules/leads.md#d5.21). */
  onPropose: () => void;
  /** Call and WhatsApp, right under the number (docs/rules/claiming.md#d5.24). */
  callButtons?: ReactNode;
}

/** The other endings, in the order a call usually goes, with their keys (their words: OUTCOME_LABELS). */
const OTHER_ENDINGS: readonly [Exclude<Ending, NumberStatus>, ShortcutKey][] = [
  ['no-answer', '3'],
  ['callback', '4'],
  ['not-interested', '5'],
  ['do-not-contact', '6'],
  ['skip', '7'],
];

/** Every field with a value, a line each, to paste into a note or a chat at once, labelled in the screen's language. */
const allDetails = (lead: Rental, language: Language) =>
  FIELDS.flatMap((name) => {
    const value = kindOf(name).text(lead[name]) ?? '';
    return value === '' ? [] : [`${localize(language, LEAD_FIELDS[name].label)}: ${value}`];
  }).join('\n');

export function HeldLead({ lead, ref, saving, onFinish, onEnd, onPropose, callButtons }: HeldLeadProps) {
  const t = useT(collectCatalog);
  const language = useLanguage();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="rl-card rl-stack rl-held-lead"
      aria-label={t('collect.fetchedRental')}
      part="lead"
    >
      <div className="rl-held-lead__head">
        <h2>{t('collect.fetchedRental')}</h2>
        <CopyButton
          label={t('collect.all')}
          caption={t('collect.copyAll')}
          text={allDetails(lead, language)}
          {...shortcut('a')}
        />
      </div>
      <ServedAgain lead={lead} />
      <dl className="rl-lead-fields">
        {FIELDS.map((name) => {
          const label = localize(language, LEAD_FIELDS[name].label);
          const value = kindOf(name).text(lead[name]) ?? '';
          return (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd data-field={name} className={name === 'number' ? 'rl-lead-fields__number' : undefined}>
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
                {value === '' ? null : (
                  <CopyButton label={label} text={value} {...(name === 'number' ? shortcut('c') : {})} />
                )}
                {name === 'number' ? callButtons : null}
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="rl-actions">
        <Button variant="ghost" onClick={onPropose}>
          {t('collect.proposeCorrection')}
        </Button>
      </div>
      <div className="rl-actions rl-held-lead__finish" part="actions">
        <Button
          variant="primary"
          busy={saving === 'valid'}
          disabled={saving !== null}
          onClick={() => onFinish('valid')}
          {...shortcut('1')}
        >
          {t('collect.finish')}
        </Button>
      </div>
      <fieldset className="rl-actions rl-bare-group" aria-label={t('collect.otherEndings')}>
        {OTHER_ENDINGS.map(([ending, key]) => (
          <Button
            key={ending}
            busy={saving === ending}
            disabled={saving !== null}
            onClick={() => onEnd(ending)}
            {...shortcut(key)}
          >
            {ending === 'skip' ? t('collect.skip') : localize(language, OUTCOME_LABELS[ending])}
          </Button>
        ))}
      </fieldset>
      {/* Apart from Finish, so a thumb aiming at one never lands on the other (docs/rules/screens.md#d2.6). */}
      <div className="rl-actions">
        <Button
          variant="danger"
          busy={saving === 'invalid'}
          disabled={saving !== null}
          onClick={() => onFinish('invalid')}
          {...shortcut('2')}
        >
          {t('collect.invalidNumber')}
        </Button>
      </div>
    </section>
  );
}

/**
 * A lead served again after No Answer or Call Back Later (docs/rules/claiming.md#d5.5) says so, and which serve this is,
 * so the picker knows the client already heard from the team.
 */
function ServedAgain({ lead }: { lead: Rental }) {
  const t = useT(collectCatalog);
  const language = useLanguage();
  if (lead.call_outcome !== 'no-answer' && lead.call_outcome !== 'callback') return null;
  return (
    <p className="rl-notice" part="served-again">
      {t('collect.servedAgain', {
        outcome: localize(language, OUTCOME_LABELS[lead.call_outcome]),
        attempt: lead.attempts ?? 0,
      })}
    </p>
  );
}
