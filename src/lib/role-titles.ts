/**
 * Each role's title as the screens show it, apart from the route table (routes.ts): screens that
 * only name a role load these five words, not every route (docs/benchmarks.md: no element above 100 KB gzip).
 */
import type { Role } from '../contract';

export const ROLE_TITLES: Record<Role, string> = {
  'super-admin': 'Super Admin',
  admin: 'Admin',
  'team-leader': 'Team Leader',
  'data-creator': 'Data Creator',
  'data-picker': 'Data Picker',
};
