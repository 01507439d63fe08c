/**
 * The product's route table (docs/rules/screens.md): every route of every role group, the element that
 * renders it, its sidebar label, and the role homes. The shell's sidebar and the host page's
 * router both read it, so a route exists in one place.
 */
import type { AssignFor, AuthUser, Role } from '../contract';

// The titles live apart so a screen that only names a role need not load the route table.
export { ROLE_TITLES } from './role-titles';

export interface RouteDef {
  path: string;
  label: string;
  /** Roles whose group holds this route. */
  roles: readonly Role[];
  /** For team leaders: the assignments that see it (both when absent). */
  assignFor?: readonly AssignFor[];
  /** Shown only to creators with this permission (docs/rules/screens.md#d2.4). */
  needsBulkUpload?: boolean;
  tag: `rl-${string}`;
  attrs?: Record<string, string>;
  /** The sidebar's heading over this entry and the ones after it (docs/rules/screens.md#d2.5); none: no heading. */
  section?: string;
}

/** The URL segment of each role group. */
export const ROLE_GROUP: Record<Role, string> = {
  'super-admin': 'super-admin',
  admin: 'admin',
  'team-leader': 'team-leader',
  'data-creator': 'data-creator',
  'data-picker': 'data-picker',
};

const CREATOR_LEADER = ['rental-creator'] as const;
const PICKER_LEADER = ['rental-picker'] as const;

type Entry = Omit<RouteDef, 'path' | 'roles'> & { segment: string };

const inSection = (section: string, entries: Entry[]): Entry[] =>
  entries.map((entry) => ({ ...entry, section }));

const create = (segment: string, label: string, kind: string, assignFor?: readonly AssignFor[]): Entry => ({
  segment: `create-${segment}`,
  label: `Create ${label}`,
  tag: 'rl-create-user',
  attrs: { kind },
  assignFor,
});

const manage = (segment: string, label: string, kind: string, assignFor?: readonly AssignFor[]): Entry => ({
  segment: `manage-${segment}`,
  label: `Manage ${label}`,
  tag: 'rl-user-table',
  attrs: { kind },
  assignFor,
});

const allLeads: Entry = { segment: 'manage-by-creators', label: 'All Leads', tag: 'rl-all-leads' };
const pickedLeads: Entry = {
  segment: 'manage-by-pickers',
  label: 'Picked Leads',
  tag: 'rl-picked-leads',
  assignFor: PICKER_LEADER,
};
const clientDetails: Entry = {
  segment: 'client-details',
  label: 'Client Details',
  tag: 'rl-client-details',
  assignFor: PICKER_LEADER,
};
const operations: Entry = {
  segment: 'operations',
  label: 'Operations',
  tag: 'rl-ops-board',
  assignFor: PICKER_LEADER,
};
/** Team leaders of both kinds: each sees its own side (creators or pickers) of the report. */
const reports: Entry = { segment: 'reports', label: 'Reports', tag: 'rl-reports' };
const auditTrail: Entry = { segment: 'audit', label: 'Audit Trail', tag: 'rl-audit-log' };
const messageTemplates: Entry = {
  segment: 'message-templates',
  label: 'Message Templates',
  tag: 'rl-message-templates',
};
/** docs/rules/do-not-contact.md#d5.13: the super-admin and admins keep the list; only the super-admin removes from it. */
const doNotContact: Entry = { segment: 'do-not-contact', label: 'Do Not Contact', tag: 'rl-do-not-contact' };
/** API keys and webhooks (docs/rules/screens.md#d2.9). */
const integrations: Entry = { segment: 'integrations', label: 'Integrations', tag: 'rl-integrations' };
/** The one deal list has one name for every role; "Deal Closing" is the picker's form alone. */
const dealClosing: Entry = {
  segment: 'manage-deal-closing',
  label: 'Closed Rentals',
  tag: 'rl-deal-list',
  assignFor: PICKER_LEADER,
};

const GROUPS: Record<Role, Entry[]> = {
  'data-creator': [
    { segment: 'create', label: 'Create Rental', tag: 'rl-create-rental' },
    {
      segment: 'upload-bulk',
      label: 'Bulk Upload',
      tag: 'rl-bulk-upload',
      attrs: { mode: 'rental' },
      needsBulkUpload: true,
    },
    { segment: 'my-leads', label: 'My Leads', tag: 'rl-my-leads' },
  ],
  'data-picker': [
    { segment: 'collect', label: 'Collect Rental', tag: 'rl-collect' },
    { segment: 'make-invalid', label: 'Make Invalid', tag: 'rl-make-invalid' },
    { segment: 'add-email-into-rental', label: 'Add Only Email', tag: 'rl-add-email' },
    { segment: 'close-rental-deal', label: 'Deal Closing', tag: 'rl-close-deal' },
    // docs/rules/people.md gives pickers their own deal list, but no route names it (docs/decisions.md#p19).
    { ...dealClosing, assignFor: undefined },
  ],
  'team-leader': [
    create('dataCreator', 'Data Creator', 'data-creator', CREATOR_LEADER),
    create('dataPicker', 'Data Picker', 'data-picker', PICKER_LEADER),
    manage('dataCreators', 'Data Creators', 'data-creators', CREATOR_LEADER),
    manage('dataPickers', 'Data Pickers', 'data-pickers', PICKER_LEADER),
    allLeads,
    pickedLeads,
    clientDetails,
    dealClosing,
    operations,
    reports,
  ],
  admin: [
    create('teamLeader', 'Team Leader', 'team-leader'),
    create('dataPicker', 'Data Picker', 'data-picker'),
    create('dataCreator', 'Data Creator', 'data-creator'),
    manage('teamLeaders', 'Team Leaders', 'team-leaders'),
    manage('dataCreators', 'Data Creators', 'data-creators'),
    manage('dataPickers', 'Data Pickers', 'data-pickers'),
    allLeads,
    { ...pickedLeads, assignFor: undefined },
    { ...dealClosing, assignFor: undefined },
    { ...clientDetails, assignFor: undefined },
    { ...operations, assignFor: undefined },
    reports,
    auditTrail,
    messageTemplates,
    doNotContact,
    integrations,
  ],
  // The longest menu, in sections under headings, its overview first (docs/rules/screens.md#d2.5).
  'super-admin': [
    ...inSection('Overview', [{ ...operations, assignFor: undefined }, reports, auditTrail]),
    ...inSection('Staff', [
      create('admin', 'Admin', 'admin'),
      create('teamLeader', 'Team Leader', 'team-leader'),
      create('dataCreator', 'Data Creator', 'data-creator'),
      create('dataPicker', 'Data Picker', 'data-picker'),
      manage('admins', 'Admins', 'admins'),
      manage('teamLeaders', 'Team Leaders', 'team-leaders'),
      manage('dataCreators', 'Data Creators', 'data-creators'),
      manage('dataPickers', 'Data Pickers', 'data-pickers'),
    ]),
    ...inSection('Leads', [
      allLeads,
      { ...pickedLeads, assignFor: undefined },
      { ...clientDetails, assignFor: undefined },
      {
        segment: 'bulk-rental-upload',
        label: 'Bulk Rental Upload',
        tag: 'rl-bulk-upload',
        attrs: { mode: 'rental' },
      },
      {
        segment: 'upload-for-use',
        label: 'Bulk Upload For Use',
        tag: 'rl-bulk-upload',
        attrs: { mode: 'for-use' },
      },
      { segment: 'bypass-rentals', label: 'Bypass Rentals', tag: 'rl-bypass-rentals' },
      doNotContact,
      { segment: 'client-data', label: 'Client Data', tag: 'rl-client-data' },
    ]),
    ...inSection('Deals', [{ segment: 'manage-closedRental', label: 'Closed Rentals', tag: 'rl-deal-list' }]),
    ...inSection('Setup', [
      messageTemplates,
      { segment: 'settings', label: 'Settings', tag: 'rl-settings' },
      integrations,
    ]),
  ],
};

export const ROLE_ROUTES: RouteDef[] = (Object.keys(GROUPS) as Role[]).flatMap((role) =>
  GROUPS[role].map(({ segment, ...entry }) => ({
    ...entry,
    path: `/${ROLE_GROUP[role]}/${segment}`,
    roles: [role],
  })),
);

export const PROFILE_ROUTE: RouteDef = {
  path: '/profile',
  label: 'Profile',
  roles: ['super-admin', 'admin', 'team-leader', 'data-creator', 'data-picker'],
  tag: 'rl-profile',
};

export const PUBLIC_ROUTES = {
  login: '/',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
} as const;

/** The spec's first reading of the creator home; docs/rules/screens.md#d2.1 makes it an alias. */
export const ROUTE_ALIASES: Record<string, string> = { '/data/create': '/data-creator/create' };

/** Post-login home by role (docs/rules/screens.md); a team leader's depends on its assignment. */
export function homeOf(user: Pick<AuthUser, 'role' | 'assignFor'> | null | undefined): string {
  switch (user?.role) {
    case 'data-picker':
      return '/data-picker/collect';
    case 'data-creator':
      return '/data-creator/create';
    case 'admin':
      return '/admin/create-teamLeader';
    case 'super-admin':
      return '/super-admin/operations';
    case 'team-leader':
      return user.assignFor === 'rental-picker'
        ? '/team-leader/create-dataPicker'
        : '/team-leader/create-dataCreator';
    default:
      return '/';
  }
}

/** Whether a signed-in user may see a route: its group, its leader assignment, its permission. */
export function canSee(
  route: RouteDef,
  user: Pick<AuthUser, 'role' | 'assignFor' | 'canBulkUpload'>,
): boolean {
  if (!route.roles.includes(user.role)) return false;
  if (
    user.role === 'team-leader' &&
    route.assignFor &&
    !route.assignFor.includes(user.assignFor ?? 'rental-creator')
  ) {
    return false;
  }
  return !route.needsBulkUpload || user.canBulkUpload === true;
}

/** The sidebar entries of a user, in the spec's order. */
export const menuOf = (user: Pick<AuthUser, 'role' | 'assignFor' | 'canBulkUpload'>): RouteDef[] =>
  ROLE_ROUTES.filter((route) => canSee(route, user));

/** A menu's runs of entries under one heading, in order; a menu without sections is one run without a heading. */
export function sectionsOf(
  entries: readonly RouteDef[],
): { section: string | undefined; entries: RouteDef[] }[] {
  const runs: { section: string | undefined; entries: RouteDef[] }[] = [];
  for (const entry of entries) {
    const last = runs.at(-1);
    if (last && last.section === entry.section) last.entries.push(entry);
    else runs.push({ section: entry.section, entries: [entry] });
  }
  return runs;
}

export const findRoute = (path: string): RouteDef | undefined =>
  path === PROFILE_ROUTE.path ? PROFILE_ROUTE : ROLE_ROUTES.find((route) => route.path === path);
