/**
 * An All Leads row's actions: Correct… for every viewer, who corrects the leads it lists (docs/rules/leads.md#d5.21),
 * Messages… and Calls… on a lead a picker has worked on (its conversation, docs/rules/messages.md#d5.20; its calls,
 * docs/rules/claiming.md#d5.24), and Merge… for an admin
 * (docs/rules/leads.md#d5.15), each opening its dialog. Loaded after the rows' first paint,
 * and each dialog on first use, so the element stays within its size budget (docs/benchmarks.md).
 */
import { lazy, Suspense, useState } from 'react';
import type { Rental } from '../../contract';
import { listsCatalog } from '../../locales/lists';
import { RowMenu } from '../../ui/row-menu';
import { useT } from '../../ui/use-t';

const ThreadDialog = lazy(() =>
  import('../../screen-parts/lead-thread/thread-dialog').then((module) => ({ default: module.ThreadDialog })),
);
const CallsDialog = lazy(() =>
  import('../../screen-parts/lead-calls/calls-dialog').then((module) => ({ default: module.CallsDialog })),
);
const MergeDialog = lazy(() => import('./merge-dialog').then((module) => ({ default: module.MergeDialog })));
const CorrectionDialog = lazy(() =>
  import('../../screen-parts/lead-form/correction-dialog').then((module) => ({
    default: module.CorrectionDialog,
  })),
);

export function LeadActions({ lead, merges }: { lead: Rental; merges: boolean }) {
  const [open, setOpen] = useState<'correct' | 'messages' | 'calls' | 'merge' | null>(null);
  const t = useT(listsCatalog);
  const close = () => setOpen(null);
  return (
    <>
      <RowMenu
        label={t('lists.actionsFor', { number: lead.number })}
        actions={[
          { label: t('lists.correctMenu'), onSelect: () => setOpen('correct') },
          ...(lead.isFetched
            ? [
                { label: t('lists.messagesMenu'), onSelect: () => setOpen('messages') },
                { label: t('lists.callsMenu'), onSelect: () => setOpen('calls') },
              ]
            : []),
          ...(merges ? [{ label: t('lists.mergeMenu'), onSelect: () => setOpen('merge') }] : []),
        ]}
      />
      <Suspense fallback={null}>
        {open === 'correct' ? <CorrectionDialog lead={lead} mode="correct" onClose={close} /> : null}
        {open === 'messages' ? <ThreadDialog rentalId={lead._id} onClose={close} /> : null}
        {open === 'calls' ? <CallsDialog rentalId={lead._id} onClose={close} /> : null}
        {open === 'merge' ? <MergeDialog lead={lead} onClose={close} /> : null}
      </Suspense>
    </>
  );
}
