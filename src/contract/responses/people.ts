/** What the people area's calls answer (docs/rules/people.md): staff rows, choices, the profile. */
import { array, assign, boolean, nullable, number, object, optional, string } from 'superstruct';
import { peopleApi } from '../endpoints';
import { ASSIGN_FOR, ROLES } from '../enums';
import { LANGUAGES } from '../i18n';
import { type Answer, json, listOf, maybeText, named, nullValue, oneOf } from './shapes';

const maybe = () => optional(maybeText());

const staffUser = named(
  'StaffUser',
  object({
    _id: string(),
    name: string(),
    email: string(),
    contact: string(),
    role: oneOf(ROLES),
    admin_email: maybe(),
    admin_name: maybe(),
    admin_contact: maybe(),
    team_leader_email: maybe(),
    team_leader_name: maybe(),
    team_leader_contact: maybe(),
    assignFor: optional(nullable(oneOf(ASSIGN_FOR))),
    todayPicked: optional(number()),
    limit: optional(number()),
    canBulkUpload: optional(boolean()),
    numberStatusSummary: optional(object({ valid: number(), invalid: number() })),
    createdAt: optional(string()),
  }),
);

const contactOf = { name: string(), email: string(), contact: string() };

const profile = assign(
  staffUser,
  object({
    language: optional(oneOf(LANGUAGES)),
    admin: optional(nullable(object(contactOf))),
    teamLeader: optional(nullable(object({ ...contactOf, assignFor: oneOf(ASSIGN_FOR) }))),
  }),
);

const personOption = object({
  _id: string(),
  ...contactOf,
  assignFor: optional(nullable(oneOf(ASSIGN_FOR))),
});

const teamLeaderSelf = object({
  _id: string(),
  ...contactOf,
  assignFor: oneOf(ASSIGN_FOR),
  admin_email: string(),
  admin_name: string(),
  admin_contact: string(),
});

const staffList = listOf(staffUser);

export const PEOPLE_ANSWERS: [string, Answer][] = [
  json(peopleApi.profile, profile),
  json(peopleApi.adminChoices, array(personOption)),
  json(peopleApi.chooseLanguage, object({ language: oneOf(LANGUAGES) })),
  json(peopleApi.createAdmin, staffUser),
  json(peopleApi.createTeamLeader, staffUser),
  json(peopleApi.createDataCreator, staffUser),
  json(peopleApi.createDataPicker, staffUser),
  json(peopleApi.listAdmins, staffList),
  json(peopleApi.listTeamLeaders, staffList),
  json(peopleApi.listTeamLeadersAsAdmin, staffList),
  json(peopleApi.listDataCreators, staffList),
  json(peopleApi.listDataPickers, staffList),
  json(peopleApi.deleteAdmin, nullValue),
  json(peopleApi.deleteTeamLeader, nullValue),
  json(peopleApi.deleteDataCreator, nullValue),
  json(peopleApi.deleteDataPicker, nullValue),
  json(peopleApi.moveTargets, array(personOption)),
  json(peopleApi.moveDataPicker, staffUser),
  json(peopleApi.moveDataCreator, staffUser),
  json(peopleApi.moveTeamLeader, staffUser),
  json(peopleApi.updateAdminInfo, staffUser),
  json(peopleApi.updateTeamLeaderInfo, staffUser),
  json(peopleApi.updateDataCreatorInfo, staffUser),
  json(peopleApi.updateDataPickerInfo, staffUser),
  json(peopleApi.leaderChoices, array(personOption)),
  json(peopleApi.ownLeaderChoices, array(personOption)),
  json(peopleApi.leaderSelf, teamLeaderSelf),
];
