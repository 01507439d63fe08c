/**
 * An All Leads row's actions for an admin (docs/rules/leads.md#d5.15): Merge…, which opens the merge dialog. Loaded
 * after the rows' first paint, so the element stays within its size budget (docs/benchmarks.md).
 */
import { useState } from 'react';
import type { Rental } from '../../contract';
import { listsCatalog } from '../../locales/lists';
import { RowMenu } from '../../ui/row-menu';
import { useT } from '../../ui/use-t';
import { MergeDialog } from './merge-dialog';

export function MergeAction({ lead }: { lead: Rental }) {
  const [open, setOpen] = useState(false);
  const t = useT(listsCatalog);
  return (
    <>
      <RowMenu
        label={t('lists.actionsFor', { number: lead.number })}
        actions={[{ label: t('lists.mergeMenu'), onSelect: () => setOpen(true) }]}
      />
      {open ? <MergeDialog lead={lead} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
