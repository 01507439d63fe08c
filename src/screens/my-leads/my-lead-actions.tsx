/**
 * A My Leads row's actions: Correct… while no picker has claimed the lead (docs/rules/leads.md#d5.21: after a claim its
 * leader or admin corrects it), Messages… and Calls… once one has (its conversation, docs/rules/messages.md#d5.20; its
 * calls, docs/rules/claiming.md#d5.24), each opening its dialog on first use.
 */
import { lazy, Suspense, useState } from 'react';
import type { MyLead } from '../../contract';
import { listsCatalog } from '../../locales/lists';
import { RowMenu } from '../../ui/row-menu';
import { useT } from '../../ui/use-t';

const ThreadDialog = lazy(() =>
  import('../../screen-parts/lead-thread/thread-dialog').then((module) => ({ default: module.ThreadDialog })),
);
const CallsDialog = lazy(() =>
  import('../../screen-parts/lead-calls/calls-dialog').then((module) => ({ default: module.CallsDialog })),
);
const CorrectionDialog = lazy(() =>
  import('../../screen-parts/lead-form/correction-dialog').then((module) => ({
    default: module.CorrectionDialog,
  })),
);

export function MyLeadActions({ lead }: { lead: MyLead }) {
  const [open, setOpen] = useState<'correct' | 'messages' | 'calls' | null>(null);
  const t = useT(listsCatalog);
  const close = () => setOpen(null);
  return (
    <>
      <RowMenu
        label={t('lists.actionsFor', { number: lead.number })}
        actions={
          lead.isFetched
            ? [
                { label: t('lists.messagesMenu'), onSelect: () => setOpen('messages') },
                { label: t('lists.callsMenu'), onSelect: () => setOpen('calls') },
              ]
            : [{ label: t('lists.correctMenu'), onSelect: () => setOpen('correct') }]
        }
      />
      <Suspense fallback={null}>
        {open === 'messages' ? <ThreadDialog rentalId={lead._id} onClose={close} /> : null}
        {open === 'calls' ? <CallsDialog rentalId={lead._id} onClose={close} /> : null}
        {open === 'correct' ? <CorrectionDialog lead={lead} mode="correct" onClose={close} /> : null}
      </Suspense>
    </>
  );
}
