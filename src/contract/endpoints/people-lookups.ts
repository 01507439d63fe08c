/**
 * The people area's two calls that take no input, the profile and the admins a super-admin may choose
 * (docs/rules/people.md), part of `peopleApi`. In a file of their own because a bundle takes a module
 * whole: the shell, the profile and the group filter make one of these calls each, and would otherwise
 * load every staff form's schemas (docs/benchmarks.md: no element above 100 KB gzip).
 */
import { answer, endpoint } from '../endpoint';
import { ROLES } from '../enums';
import type { PersonOption, Profile } from '../people';

export const peopleLookups = {
  profile: endpoint({
    method: 'GET',
    path: '/users/profile',
    roles: ROLES,
    output: answer<Profile>(),
    success: 'Profile loaded',
  }),
  /** Every active admin, for the super-admin's create forms. */
  adminChoices: endpoint({
    method: 'GET',
    path: '/admin/get-adminEmails',
    roles: ['super-admin'],
    output: answer<PersonOption[]>(),
    success: 'Admins retrieved successfully',
  }),
};
