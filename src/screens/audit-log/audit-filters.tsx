/** The audit trail's toolbar (docs/rules/audit.md#d10.3): person, action, Panama days, the super-admin's group, and Download. */
import type { ReactNode } from 'react';
import { AUDIT_ACTIONS } from '../../contract';
import { messageOf } from '../../core/api-error';
import { LazyGroupFilter } from '../../screen-parts/group-filter/lazy-group-filter';
import { Button } from '../../ui/button';
import { DateRange } from '../../ui/date-range';
import { SelectField } from '../../ui/select-field';
import { useAuditWords } from './audit-words';
import type { usePersonChoices } from './use-person-choices';

/** The selects' values; '' is everyone, every action, every group. */
export interface AuditFilterValues {
  actorId: string;
  action: string;
  adminId: string;
}

interface DayRange {
  startDate: string;
  endDate: string;
}

interface AuditFiltersProps {
  filters: AuditFilterValues;
  onFilter: (name: keyof AuditFilterValues, value: string) => void;
  days: DayRange;
  onDays: (days: DayRange) => void;
  people: ReturnType<typeof usePersonChoices>;
  /** Only the super-admin chooses a group; an admin reads its own. */
  chooseGroup: boolean;
  /** The Download button and its progress. */
  children: ReactNode;
}

export function AuditFilters(props: AuditFiltersProps) {
  const { filters, onFilter, days, onDays, people, chooseGroup, children } = props;
  const { t } = useAuditWords();
  const actions = AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.action.${action}`) }));
  return (
    <div className="rl-toolbar" part="toolbar">
      {chooseGroup ? (
        <LazyGroupFilter adminId={filters.adminId} onAdminId={(adminId) => onFilter('adminId', adminId)} />
      ) : null}
      <SelectField
        label={t('audit.person')}
        options={people.options}
        placeholder={people.isPending ? t('audit.loadingPeople') : t('audit.everyone')}
        value={filters.actorId}
        disabled={people.isPending}
        onChange={(actorId) => onFilter('actorId', actorId)}
      />
      {/* Without the people who acted the trail still shows: only they drop out of the choices. */}
      {people.error ? (
        <div className="rl-row" role="alert">
          <span className="rl-error">{messageOf(people.error, t('audit.peopleFailed'))}</span>
          <Button onClick={people.refetch} busy={people.isFetching}>
            {t('audit.retry')}
          </Button>
        </div>
      ) : null}
      <SelectField
        label={t('audit.action')}
        options={actions}
        placeholder={t('audit.allActions')}
        value={filters.action}
        onChange={(action) => onFilter('action', action)}
      />
      <DateRange startDate={days.startDate} endDate={days.endDate} onChange={onDays} />
      {children}
    </div>
  );
}
