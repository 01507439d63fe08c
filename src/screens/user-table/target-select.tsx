/**
 * The choice of where someone moves: only the targets the server answers (docs/rules/people.md#d4.8), each shown by
 * name and email, with loading, failure and "nobody eligible" said in words.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PersonOption } from '../../contract';
import { messageOf } from '../../core/api-error';
import { type PeopleId, peopleCatalog } from '../../locales/people';
import { SelectField } from '../../ui/select-field';
import { useT } from '../../ui/use-t';

/** What the targets are: team leaders for a picker, a creator or a leader's staff; admins otherwise. */
export type TargetKind = 'team-leader' | 'admin';

const WORDS: Record<TargetKind, { placeholder: PeopleId; loading: PeopleId }> = {
  'team-leader': { placeholder: 'people.target.selectLeader', loading: 'people.target.loadingLeaders' },
  admin: { placeholder: 'people.target.selectAdmin', loading: 'people.target.loadingAdmins' },
};

/** SelectField takes no ref; its one select is found inside a wrapper. */
const focusSelectIn = (wrap: HTMLElement | null) => wrap?.querySelector('select')?.focus();

interface TargetSelectProps {
  targets: UseQueryResult<PersonOption[]>;
  targetKind: TargetKind;
  label: string;
  /** Said instead of the select when nobody is eligible. */
  emptyText: string;
  value: string;
  error?: string | undefined;
  /** Takes focus once the targets are in, so a keyboard user lands on the choice. */
  focusWhenReady?: boolean;
  onChange: (value: string) => void;
}

export function TargetSelect({
  targets,
  targetKind,
  label,
  emptyText,
  value,
  error,
  focusWhenReady = false,
  onChange,
}: TargetSelectProps) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const t = useT(peopleCatalog);
  const options = targets.data?.map((target) => ({
    value: target._id,
    label: `${target.name} (${target.email})`,
  }));
  const ready = options !== undefined && options.length > 0;

  useEffect(() => {
    if (ready && focusWhenReady) focusSelectIn(wrapRef.current);
  }, [ready, focusWhenReady]);
  // A refusal that needs a choice (a field error, "Reassign… first") brings the user to the select.
  useEffect(() => {
    if (error) focusSelectIn(wrapRef.current);
  }, [error]);

  if (targets.isPending) {
    return (
      <p className="rl-muted" role="status">
        {t(WORDS[targetKind].loading)}
      </p>
    );
  }
  if (targets.isError) {
    return (
      <p className="rl-error" role="alert">
        {messageOf(targets.error, t('people.target.loadFailed'))}
      </p>
    );
  }
  if (!ready) {
    return (
      <>
        <p className="rl-muted" role="status">
          {emptyText}
        </p>
        {error ? (
          <p className="rl-error" role="alert">
            {error}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <div ref={wrapRef}>
      <SelectField
        label={label}
        placeholder={t(WORDS[targetKind].placeholder)}
        options={options}
        value={value}
        error={error}
        onChange={onChange}
      />
    </div>
  );
}
