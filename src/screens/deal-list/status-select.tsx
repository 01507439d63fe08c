/**
 * A deal's "Close Deal" choice for admins (docs/rules/deals.md, "Screens": choose, done, failed). A
 * choice only asks: the select keeps the deal's status until the confirmation saves the new one.
 */
import type { ClosedRental, FinalCloseInput } from '../../contract';
import { showNumber } from '../../lib/phone';
import { dealsCatalog } from '../../locales/deals';
import { useT } from '../../ui/use-t';

interface StatusSelectProps {
  deal: ClosedRental;
  onChoose: (deal: ClosedRental, status: FinalCloseInput['status']) => void;
}

export function StatusSelect({ deal, onChoose }: StatusSelectProps) {
  const t = useT(dealsCatalog);
  return (
    <select
      className="rl-input rl-select"
      // Wide enough for its longest option and the arrow: a squeezed column cut "choose" to "choos".
      style={{ minWidth: '12ch' }}
      aria-label={t('deals.closeDealFor', { number: showNumber(deal.number) })}
      value={deal.status === 'in-process' ? '' : deal.status}
      onChange={(event) => onChoose(deal, event.target.value as FinalCloseInput['status'])}
    >
      {/* A prompt, not a status: a deal in process shows it, and it cannot be chosen back. */}
      <option value="" disabled>
        {t('deals.choose')}
      </option>
      <option value="done">{t('deals.done')}</option>
      <option value="failed">{t('deals.failed')}</option>
    </select>
  );
}
