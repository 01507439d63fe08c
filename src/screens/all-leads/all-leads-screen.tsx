/** `<rl-all-leads>`'s screen: the signed-in user's All Leads (route manage-by-creators). */
import { useAuth } from '../../core/use-auth';
import { LeadListScreen } from '../../shared/lead-list/lead-list-screen';
import { NotForRole } from '../../ui/not-for-role';
import { allLeadsView } from './all-leads-view';

export function AllLeadsScreen() {
  const user = useAuth((s) => s.user);
  const view = allLeadsView(user);
  // Keyed by role and assignment: another user's view starts from its own defaults.
  return view ? <LeadListScreen key={`${user?.role}:${user?.assignFor}`} view={view} /> : <NotForRole />;
}
