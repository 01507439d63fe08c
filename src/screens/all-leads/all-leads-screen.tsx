/** `<rl-all-leads>`'s screen: the signed-in user's All Leads (route manage-by-creators). */
import { lazy, Suspense } from 'react';
import type { Rental } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { LeadListScreen } from '../../screen-parts/lead-list/lead-list-screen';
import { NotForRole } from '../../ui/not-for-role';
import { allLeadsView } from './all-leads-view';

const LeadActions = lazy(() => import('./lead-actions').then((module) => ({ default: module.LeadActions })));

/** docs/rules/leads.md#d5.21: Correct… on each row; docs/rules/leads.md#d5.15: Merge… too for a viewer who merges leads. */
const leadActions = (merges: boolean) => (lead: Rental) => (
  <Suspense>
    <LeadActions lead={lead} merges={merges} />
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
      actions={leadActions(view.merges === true)}
    />
  ) : (
    <NotForRole />
  );
}
