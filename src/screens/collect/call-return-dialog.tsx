/**
 * 'How did the call go?' (docs/rules/claiming.md#d5.24), asked when the picker comes back from a call: the call's
 * duration so far, and Collect's endings. Choosing one records it on the call and ends the lead with it as its own
 * button would; closing records the return alone. A lead no longer held offers only the closing.
 */
import { type CallOutcome, localize, OUTCOME_LABELS } from '../../contract';
import { formatDuration } from '../../lib/call-duration';
import { collectCatalog } from '../../locales/collect';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';
import { useElapsed } from './use-elapsed';

interface CallReturnDialogProps {
  /** When Call or WhatsApp was pressed, on the widget's clock. */
  since: number;
  /** The call's lead is still the one held: its endings are offered. */
  canEnd: boolean;
  /** The answer being recorded: every choice waits meanwhile. */
  saving: CallOutcome | 'none' | null;
  error: string | null;
  onChoose: (outcome: CallOutcome) => void;
  onClose: () => void;
}

/** Collect's endings in its order: Finish first, Invalid Number apart from it as on the card. */
const ENDINGS: readonly CallOutcome[] = [
  'valid',
  'no-answer',
  'callback',
  'not-interested',
  'do-not-contact',
  'skip',
  'invalid',
];

export function CallReturnDialog({ since, canEnd, saving, error, onChoose, onClose }: CallReturnDialogProps) {
  const t = useT(collectCatalog);
  const language = useLanguage();
  const seconds = useElapsed(since);
  const word = (outcome: CallOutcome) =>
    outcome === 'valid'
      ? t('collect.finish')
      : outcome === 'invalid'
        ? t('collect.invalidNumber')
        : outcome === 'skip'
          ? t('collect.skip')
          : localize(language, OUTCOME_LABELS[outcome]);
  // Escape while the answer is being recorded would record a second one.
  const close = () => (saving === null ? onClose() : undefined);
  return (
    <Dialog open title={t('collect.callQuestion')} onClose={close}>
      <div className="rl-stack" part="call-question">
        <p role="timer" aria-live="off" className="rl-call__duration">
          {t('collect.callDuration', { duration: formatDuration(seconds) })}
        </p>
        {canEnd ? (
          <div className="rl-call__endings">
            {ENDINGS.map((outcome) => (
              <Button
                key={outcome}
                className="rl-call__button"
                variant={outcome === 'valid' ? 'primary' : outcome === 'invalid' ? 'danger' : 'default'}
                busy={saving === outcome}
                disabled={saving !== null}
                onClick={() => onChoose(outcome)}
              >
                {word(outcome)}
              </Button>
            ))}
          </div>
        ) : (
          <p>{t('collect.callLeadGone')}</p>
        )}
        {error ? (
          <p className="rl-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="rl-dialog__actions">
          <Button busy={saving === 'none'} disabled={saving !== null} onClick={onClose}>
            {t('collect.callNoOutcome')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
