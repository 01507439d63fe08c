/** `<rl-picked-leads>`'s screen: the signed-in user's Picked Leads (route manage-by-pickers). */
import { useAuth } from '../../core/use-auth';
import { LeadListScreen } from '../../screen-parts/lead-list/lead-list-screen';
import { NotForRole } from '../../ui/not-for-role';
import { pickedLeadsView } from './picked-leads-view';

export function PickedLeadsScreen() {
  const user = useAuth((s) => s.user);
  const view = pickedLeadsView(user);
  // Keyed by role and assignment: another user's view starts from its own defaults.
  return view ? <LeadListScreen key={`${user?.role}:${user?.assignFor}`} view={view} /> : <NotForRole />;
}
