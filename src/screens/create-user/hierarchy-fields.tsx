/**
 * The admin and team leader part of a create form. A super-admin chooses the admin, then a leader
 * of that admin with the right assignment; an admin is the admin and chooses among its leaders; a
 * team leader is both. Chosen names and contacts fill in read-only beside the choice.
 */
import { useAdminChoices } from '../../api/people/admin-choices';
import { useLeaderChoices } from '../../api/people/leader-choices';
import { useLeaderSelf } from '../../api/people/leader-self';
import type { AssignFor, AuthUser, PersonOption } from '../../contract';
import { peopleCatalog } from '../../locales/people';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useT } from '../../ui/use-t';

export interface HierarchyValues {
  admin_email: string;
  admin_name: string;
  admin_contact: string;
  team_leader_email: string;
  team_leader_name: string;
  team_leader_contact: string;
}

interface HierarchyFieldsProps {
  user: AuthUser;
  /** The leader assignment the new user needs; null when the form has no leader (team leader form). */
  leaderFor: AssignFor | null;
  values: HierarchyValues;
  errors: Record<string, string>;
  onChange: (change: Partial<HierarchyValues>) => void;
}

const toOptions = (people: PersonOption[] | undefined) =>
  (people ?? []).map((p) => ({ value: p.email, label: `${p.name} (${p.email})` }));

const NO_LEADER = { team_leader_email: '', team_leader_name: '', team_leader_contact: '' };

export function HierarchyFields({ user, leaderFor, values, errors, onChange }: HierarchyFieldsProps) {
  const isSuper = user.role === 'super-admin';
  const isLeader = user.role === 'team-leader';
  const admins = useAdminChoices(isSuper);
  const leaderAdmin = isSuper ? values.admin_email || null : null;
  const leaders = useLeaderChoices(
    leaderAdmin,
    leaderFor ?? 'rental-creator',
    leaderFor !== null && !isLeader && (!isSuper || leaderAdmin !== null),
  );
  const self = useLeaderSelf(isLeader);
  const t = useT(peopleCatalog);

  if (isLeader) {
    return (
      <>
        <TextField
          label={t('people.field.admin')}
          value={
            self.data ? `${self.data.admin_name} (${self.data.admin_email})` : t('people.create.loading')
          }
          readOnly
          onChange={() => {}}
        />
        <TextField
          label={t('people.field.teamLeader')}
          value={`${user.name} (${user.email})`}
          readOnly
          onChange={() => {}}
        />
      </>
    );
  }

  const chooseAdmin = (email: string) => {
    const admin = admins.data?.find((a) => a.email === email);
    onChange({
      admin_email: email,
      admin_name: admin?.name ?? '',
      admin_contact: admin?.contact ?? '',
      ...NO_LEADER,
    });
  };
  const chooseLeader = (email: string) => {
    const leader = leaders.data?.find((l) => l.email === email);
    onChange({
      team_leader_email: email,
      team_leader_name: leader?.name ?? '',
      team_leader_contact: leader?.contact ?? '',
    });
  };
  const leaderPlaceholder = leaders.isLoading
    ? t('people.create.loadingLeaders')
    : leaders.data?.length === 0
      ? t('people.create.noLeader')
      : t('people.create.selectLeader');

  return (
    <>
      {isSuper ? (
        <SelectField
          label={t('people.field.admin')}
          placeholder={admins.isLoading ? t('people.create.loadingAdmins') : t('people.create.selectAdmin')}
          options={toOptions(admins.data)}
          value={values.admin_email}
          error={errors.admin_email}
          disabled={admins.isLoading}
          onChange={chooseAdmin}
        />
      ) : (
        <TextField
          label={t('people.field.admin')}
          value={`${user.name} (${user.email})`}
          readOnly
          onChange={() => {}}
        />
      )}
      {leaderFor !== null ? (
        <>
          <SelectField
            label={t('people.field.teamLeader')}
            placeholder={
              isSuper && !values.admin_email ? t('people.create.chooseAdminFirst') : leaderPlaceholder
            }
            options={toOptions(leaders.data)}
            value={values.team_leader_email}
            error={errors.team_leader_email}
            disabled={leaderAdmin === null && isSuper}
            onChange={chooseLeader}
          />
          <TextField
            label={t('people.field.teamLeaderName')}
            value={values.team_leader_name || '-'}
            readOnly
            onChange={() => {}}
          />
          <TextField
            label={t('people.field.teamLeaderContact')}
            value={values.team_leader_contact || '-'}
            readOnly
            onChange={() => {}}
          />
        </>
      ) : null}
    </>
  );
}
