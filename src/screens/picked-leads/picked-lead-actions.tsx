/** A Picked Leads row's action: Calls…, the lead's calls (docs/rules/claiming.md#d5.24), its dialog loaded on first use. */
import { lazy, Suspense, useState } from 'react';
import type { Rental } from '../../contract';
import { listsCatalog } from '../../locales/lists';
import { RowMenu } from '../../ui/row-menu';
import { useT } from '../../ui/use-t';

const CallsDialog = lazy(() =>
  import('../../screen-parts/lead-calls/calls-dialog').then((module) => ({ default: module.CallsDialog })),
);

export function PickedLeadActions({ lead }: { lead: Rental }) {
  const [open, setOpen] = useState(false);
  const t = useT(listsCatalog);
  return (
    <>
      <RowMenu
        label={t('lists.actionsFor', { number: lead.number })}
        actions={[{ label: t('lists.callsMenu'), onSelect: () => setOpen(true) }]}
      />
      <Suspense fallback={null}>
        {open ? <CallsDialog rentalId={lead._id} onClose={() => setOpen(false)} /> : null}
      </Suspense>
    </>
  );
}
