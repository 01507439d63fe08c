/** The report's toolbar: the range of Panama days and, for the super-admin, one admin's group. */

import { GroupFilter } from '../../screen-parts/group-filter/group-filter';
import { DateRange } from '../../ui/date-range';

export interface ReportRange {
  startDate: string;
  endDate: string;
}

interface ReportFiltersProps {
  /** The range shown: the one chosen, or the server's default once the first report arrives. */
  range: ReportRange;
  onRange: (range: ReportRange) => void;
  chooseGroup: boolean;
  adminId: string;
  onAdminId: (adminId: string) => void;
}

export function ReportFilters({ range, onRange, chooseGroup, adminId, onAdminId }: ReportFiltersProps) {
  return (
    <div className="rl-toolbar" part="filters">
      <DateRange startDate={range.startDate} endDate={range.endDate} onChange={onRange} />
      {chooseGroup ? <GroupFilter adminId={adminId} onAdminId={onAdminId} /> : null}
    </div>
  );
}
