/**
 * A My Leads row's actions (docs/rules/leads.md#d5.21): Correct… while no picker has claimed the lead, which opens the
 * correction dialog on first use. A claimed lead has none: its leader or admin corrects it.
 */
import { lazy, Suspense, useState } from 'react';
import type { MyLead } from '../../contract';
import { listsCatalog } from '../../locales/lists';
import { RowMenu } from '../../ui/row-menu';
import { useT } from '../../ui/use-t';

const CorrectionDialog = lazy(() =>
  import('../../screen-parts/lead-form/correction-dialog').then((module) => ({
    default: module.CorrectionDialog,
  })),
);

export function MyLeadActions({ lead }: { lead: MyLead }) {
  const [open, setOpen] = useState(false);
  const t = useT(listsCatalog);
  if (lead.isFetched) return null;
  return (
    <>
      <RowMenu
        label={t('lists.actionsFor', { number: lead.number })}
        actions={[{ label: t('lists.correctMenu'), onSelect: () => setOpen(true) }]}
      />
      <Suspense fallback={null}>
        {open ? <CorrectionDialog lead={lead} mode="correct" onClose={() => setOpen(false)} /> : null}
      </Suspense>
    </>
  );
}
