/** Which signed-in roles reach an element, read from the route table the host page's router and the sidebar use. */
import { ASSIGN_FOR_LABELS } from '../src/contract';
import { PROFILE_ROUTE, ROLE_ROUTES, ROLE_TITLES } from '../src/lib/routes';

export interface RoleUse {
  role: string;
  /** The sidebar entries (routes) that show the element to this role. */
  routes: string[];
}

export function rolesOf(tag: string): RoleUse[] {
  const uses = new Map<string, string[]>();
  for (const route of [...ROLE_ROUTES, PROFILE_ROUTE]) {
    if (route.tag !== tag) continue;
    for (const role of route.roles) {
      const who = route.assignFor
        ? `${ROLE_TITLES[role]} (${route.assignFor.map((a) => ASSIGN_FOR_LABELS[a]).join(', ')})`
        : ROLE_TITLES[role];
      const label = route.needsBulkUpload ? `${route.label}, with bulk upload allowed` : route.label;
      uses.set(who, [...(uses.get(who) ?? []), label]);
    }
  }
  return [...uses].map(([role, routes]) => ({ role, routes }));
}
