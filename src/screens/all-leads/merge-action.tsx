/**
 * An All Leads row's actions for an admin (docs/rules/leads.md#d5.15): Merge…, which opens the merge dialog. Loaded
 * after the rows' first paint, so the element stays within its size budget (docs/benchmarks.md).
 */
import { useState } from 'react';
import type { Rental } from '../../contract';
import { RowMenu } from '../../ui/row-menu';
import { MergeDialog } from './merge-dialog';

export function MergeAction({ lead }: { lead: Rental }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowMenu
        label={`Actions for ${lead.number}`}
        actions={[{ label: 'Merge…', onSelect: () => setOpen(true) }]}
      />
      {open ? <MergeDialog lead={lead} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
