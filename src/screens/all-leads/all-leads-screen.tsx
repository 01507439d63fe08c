/** `<rl-all-leads>`'s screen: the signed-in user's All Leads (route manage-by-creators). */
import { lazy, Suspense } from 'react';
import type { Rental } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { LeadListScreen } from '../../screen-parts/lead-list/lead-list-screen';
import { NotForRole } from '../../ui/not-for-role';
import { allLeadsView } from './all-leads-view';

const MergeAction = lazy(() => import('./merge-action').then((module) => ({ default: module.MergeAction })));

/** docs/rules/leads.md#d5.15: Merge… on each row of a viewer who merges leads. */
const mergeAction = (lead: Rental) => (
  <Suspense>
    <MergeAction lead={lead} />
  </Suspense>
);

export function AllLeadsScreen() {
  const user = useAuth((s) => s.user);
  const view = allLeadsView(user);
  // Keyed by role and assignment: another user's view starts from its own defaults.
  return view ? (
    <LeadListScreen
      key={`${user?.role}:${user?.assignFor}`}
      view={view}
      actions={view.merges ? mergeAction : undefined}
    />
  ) : (
    <NotForRole />
  );
}
