/** The audit trail's toolbar (docs/rules/audit.md#d10.3): person, action, Panama days, the super-admin's group, and Download. */
import type { ReactNode } from 'react';
import { AUDIT_ACTIONS } from '../../contract';
import { messageOf } from '../../core/api-error';
import { ACTION_LABELS } from '../../shared/columns/audit-text';
import { LazyGroupFilter } from '../../shared/group-filter/lazy-group-filter';
import { Button } from '../../ui/button';
import { DateRange } from '../../ui/date-range';
import { SelectField } from '../../ui/select-field';
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

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] }));

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
  return (
    <div className="rl-toolbar" part="toolbar">
      {chooseGroup ? (
        <LazyGroupFilter adminId={filters.adminId} onAdminId={(adminId) => onFilter('adminId', adminId)} />
      ) : null}
      <SelectField
        label="Person"
        options={people.options}
        placeholder={people.isPending ? 'Loading people…' : 'Everyone'}
        value={filters.actorId}
        disabled={people.isPending}
        onChange={(actorId) => onFilter('actorId', actorId)}
      />
      {/* Without the people who acted the trail still shows: only they drop out of the choices. */}
      {people.error ? (
        <div className="rl-row" role="alert">
          <span className="rl-error">{messageOf(people.error, 'Failed to load the people')}</span>
          <Button onClick={people.refetch} busy={people.isFetching}>
            Retry
          </Button>
        </div>
      ) : null}
      <SelectField
        label="Action"
        options={ACTION_OPTIONS}
        placeholder="All actions"
        value={filters.action}
        onChange={(action) => onFilter('action', action)}
      />
      <DateRange startDate={days.startDate} endDate={days.endDate} onChange={onDays} />
      {children}
    </div>
  );
}
