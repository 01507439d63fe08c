/** The four create-user forms (docs/rules/screens.md): one screen, the `kind` attribute picks the fields. */
import type { FormEvent } from 'react';
import type { Struct } from 'superstruct';
import { useCreateStaff } from '../../api/people/create-staff';
import { useLeaderSelf } from '../../api/people/leader-self';
import { CREATE_TITLE, createdMessage } from '../../api/people/staff-kinds';
import {
  ASSIGN_FOR,
  ASSIGN_FOR_LABELS,
  type AssignFor,
  type AuthUser,
  CreateAdminInput,
  CreateDataCreatorInput,
  CreateDataPickerInput,
  CreateTeamLeaderInput,
  localize,
  type StaffKind,
  type StaffUser,
  type TeamLeaderSelf,
} from '../../contract';
import { isApiError, messageOf } from '../../core/api-error';
import { dismissToast, toastError, toastLoading, toastSuccess } from '../../core/toaster';
import { useAuth } from '../../core/use-auth';
import { peopleCatalog } from '../../locales/people';
import { StaffDetailsFields } from '../../screen-parts/staff-fields/staff-details-fields';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { useLanguage } from '../../ui/language';
import { PasswordField } from '../../ui/password-field';
import { SelectField } from '../../ui/select-field';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';
import { HierarchyFields, type HierarchyValues } from './hierarchy-fields';
import { canCreate } from './who-creates';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface CreateUserEvents {
  'user-created': { kind: StaffKind; user: StaffUser };
}

export interface CreateUserProps {
  kind: StaffKind;
  emit: Emit<CreateUserEvents>;
}

type AnyForm = Struct<Record<string, unknown>, unknown>;
const SCHEMAS = {
  admin: CreateAdminInput,
  'team-leader': CreateTeamLeaderInput,
  'data-creator': CreateDataCreatorInput,
  'data-picker': CreateDataPickerInput,
} as unknown as Record<StaffKind, AnyForm>;

const EMPTY = {
  name: '',
  email: '',
  contact: '',
  password: '',
  assignFor: '',
  admin_email: '',
  admin_name: '',
  admin_contact: '',
  team_leader_email: '',
  team_leader_name: '',
  team_leader_contact: '',
};

const LEADER_FOR: Record<StaffKind, AssignFor | null> = {
  admin: null,
  'team-leader': null,
  'data-creator': 'rental-creator',
  'data-picker': 'rental-picker',
};

/** What the signed-in user's own place in the hierarchy fixes for the new user. */
function fixedHierarchy(user: AuthUser, self: TeamLeaderSelf | undefined): Partial<HierarchyValues> {
  if (user.role === 'admin') return { admin_email: user.email, admin_name: user.name };
  if (user.role === 'team-leader' && self) {
    return {
      admin_email: self.admin_email,
      admin_name: self.admin_name,
      admin_contact: self.admin_contact,
      team_leader_email: self.email,
      team_leader_name: self.name,
      team_leader_contact: self.contact,
    };
  }
  return {};
}

export function CreateUserScreen({ kind, emit }: CreateUserProps) {
  const user = useAuth((s) => s.user);
  const schema = SCHEMAS[kind] ?? SCHEMAS.admin;
  const { values, errors, setField, validate, showErrors, reset } = useContractForm(schema, EMPTY);
  const self = useLeaderSelf(user?.role === 'team-leader');
  const mutation = useCreateStaff(kind);
  const t = useT(peopleCatalog);
  const term = useTerm();
  // The kind's title and the create's answer are the contract's English, held by the people catalog.
  const language = useLanguage();
  const title = localize(language, CREATE_TITLE[kind] ?? '');

  if (!user || !SCHEMAS[kind] || !canCreate(user, kind)) {
    return (
      <p className="rl-card rl-error" role="alert">
        {t('people.create.noAccess')}
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(fixedHierarchy(user, self.data));
    if (!input) return;
    const toastId = toastLoading(t('people.create.creating'));
    mutation.mutate(input, {
      onSuccess: ({ data }) => {
        toastSuccess(localize(language, createdMessage(kind)));
        reset();
        emit('user-created', { kind, user: data });
      },
      onError: (error) => {
        toastError(messageOf(error, t('people.somethingWentWrong')));
        if (isApiError(error)) showErrors(error.errors);
      },
      onSettled: () => dismissToast(toastId),
    });
  };

  return (
    <form className="rl-page" onSubmit={submit} noValidate part="form">
      <div className="rl-page__head" part="header">
        <h1>{title}</h1>
      </div>
      <div className="rl-card rl-stack">
        <div className="rl-form-grid" part="fields">
          <StaffDetailsFields values={values} errors={errors} setField={setField} />
          <PasswordField
            label={t('people.field.password')}
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={(v) => setField('password', v)}
          />
          {kind !== 'admin' ? (
            <HierarchyFields
              user={user}
              leaderFor={LEADER_FOR[kind]}
              values={values}
              errors={errors}
              onChange={(change) => {
                for (const [name, value] of Object.entries(change))
                  setField(name as keyof typeof EMPTY, value);
              }}
            />
          ) : null}
          {kind === 'team-leader' ? (
            <SelectField
              label={t('people.field.assignFor')}
              placeholder={t('people.create.selectAssignment')}
              options={ASSIGN_FOR.map((value) => ({ value, label: term(ASSIGN_FOR_LABELS[value]) }))}
              value={values.assignFor}
              error={errors.assignFor}
              onChange={(v) => setField('assignFor', v)}
            />
          ) : null}
        </div>
        <div className="rl-actions" part="actions">
          <Button type="submit" variant="primary" busy={mutation.isPending}>
            {mutation.isPending ? t('people.create.creating') : title}
          </Button>
        </div>
      </div>
    </form>
  );
}
