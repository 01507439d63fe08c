/**
 * The data columns of each staff list (docs/rules/screens.md): a dash for a missing value, 0 for missing
 * counts, phone numbers formatted as every lead table shows them (docs/decisions.md#p53).
 */
import type { StaffListKind } from '../../api/people/staff-kinds';
import { ASSIGN_FOR_LABELS, type Language, localize, type Role, type StaffUser } from '../../contract';
import { showNumber } from '../../lib/phone';
import type { TableColumn } from '../../ui/data-table';

type UserColumn = TableColumn<StaffUser>;

const orDash = (value: string | number | null | undefined): string | number =>
  value === undefined || value === null || value === '' ? '-' : value;

// A staff list's headers do not repeat, so each names its column. The key stays the English header
// (the viewer's hidden columns and the chosen columns are kept by it); the people catalog holds the
// same words, so the header shown is said in the reader's language.
const text = (header: string, read: (user: StaffUser) => string | number | null | undefined): UserColumn => ({
  key: header,
  header,
  cell: (user) => orDash(read(user)),
});

const phone = (header: string, read: (user: StaffUser) => string | null | undefined): UserColumn =>
  text(header, (user) => {
    const number = read(user);
    return number ? showNumber(number) : number;
  });

const count = (header: string, read: (user: StaffUser) => number | undefined): UserColumn => ({
  key: header,
  header,
  cell: (user) => read(user) ?? 0,
});

const person = [
  text('Name', (u) => u.name),
  text('Email', (u) => u.email),
  phone('Contact', (u) => u.contact),
];
const admin = [text('Admin Name', (u) => u.admin_name), phone('Admin Contact', (u) => u.admin_contact)];
const leader = [
  text('Team Leader Name', (u) => u.team_leader_name),
  phone('Team Leader Contact', (u) => u.team_leader_contact),
];
const todayPicked = count('Today Picked', (u) => u.todayPicked);
const limit = text('Limit', (u) => u.limit);
// The assignment is a contract word: the terms catalog (loaded by the table) holds its Spanish.
const assignedFor = (language: Language) =>
  text('Assigned For', (u) => (u.assignFor ? localize(language, ASSIGN_FOR_LABELS[u.assignFor]) : null));
const numberStatus = [
  count('Valid', (u) => u.numberStatusSummary?.valid),
  count('Invalid', (u) => u.numberStatusSummary?.invalid),
];

const allColumns = (language: Language): Record<StaffListKind, UserColumn[]> => ({
  admins: [...person, todayPicked, limit],
  'team-leaders': [...person, ...admin, assignedFor(language), todayPicked],
  'data-creators': [...person, ...admin, ...leader, ...numberStatus],
  'data-pickers': [...person, ...admin, ...leader, todayPicked, limit],
});

/**
 * The columns that would repeat the viewer's own group on every row (an admin's own name in Admin
 * Name) start hidden for that viewer; the Columns button shows them again (docs/rules/screens.md,
 * "Lists"). The super-admin's lists hide the admin's and the leader's contacts, so a row fits 1280 px.
 */
const HIDDEN_FOR: Record<Role, readonly string[]> = {
  'super-admin': ['Admin Contact', 'Team Leader Contact'],
  admin: ['Admin Name', 'Admin Contact'],
  'team-leader': ['Admin Name', 'Admin Contact', 'Team Leader Name', 'Team Leader Contact'],
  'data-creator': [],
  'data-picker': [],
};

export const userColumns = (
  kind: StaffListKind,
  viewer: Role | undefined,
  language: Language,
): UserColumn[] =>
  allColumns(language)[kind].map((column) => ({
    ...column,
    header: localize(language, column.header),
    ...(viewer && HIDDEN_FOR[viewer].includes(column.key) ? { optional: true } : {}),
  }));
