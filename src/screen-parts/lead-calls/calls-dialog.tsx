/** A lead's calls in a dialog (docs/rules/claiming.md#d5.24): the Calls… action of an All Leads or My Leads row. */
import { callsCatalog } from '../../locales/calls';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../ui/use-t';
import { LeadCalls } from './lead-calls';

export function CallsDialog({ rentalId, onClose }: { rentalId: string; onClose: () => void }) {
  const t = useT(callsCatalog);
  return (
    <Dialog open title={t('calls.title')} onClose={onClose}>
      <LeadCalls rentalId={rentalId} namesNumber />
      <div className="rl-dialog__actions">
        <Button onClick={onClose}>{t('calls.close')}</Button>
      </div>
    </Dialog>
  );
}
