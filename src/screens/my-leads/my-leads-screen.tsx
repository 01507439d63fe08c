/** `<rl-my-leads>`'s screen: a data creator's own leads and what became of each (route my-leads). */
import { useAuth } from '../../core/use-auth';
import { NotForRole } from '../../ui/not-for-role';
import { MyLeadsList } from './my-leads-list';

export function MyLeadsScreen() {
  const user = useAuth((s) => s.user);
  // Keyed by the user: another creator signing in on the same page starts from the defaults.
  return user?.role === 'data-creator' ? <MyLeadsList key={user._id} /> : <NotForRole />;
}
