/** A lead's conversation in a dialog (docs/rules/messages.md#d5.20): the bell's Reply and a lead row's Messages. */
import { threadCatalog } from '../../locales/thread';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../ui/use-t';
import { LeadThread } from './lead-thread';

export function ThreadDialog({ rentalId, onClose }: { rentalId: string; onClose: () => void }) {
  const t = useT(threadCatalog);
  return (
    <Dialog open title={t('thread.title')} onClose={onClose}>
      <LeadThread rentalId={rentalId} />
      <div className="rl-dialog__actions">
        <Button onClick={onClose}>{t('thread.close')}</Button>
      </div>
    </Dialog>
  );
}
