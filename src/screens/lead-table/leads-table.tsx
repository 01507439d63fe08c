/** The lead table: columns by what the rows hold, skeleton rows while the first page loads. */
import type { Rental } from '../../contract';
import { visibleColumns } from './columns';
import { LEAD_COLUMNS } from './lead-columns';

const SKELETON_ROWS = 5;

interface LeadsTableProps {
  /** null while the first page loads. */
  leads: Rental[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

export function LeadsTable({ leads, labelledBy }: LeadsTableProps) {
  const columns = visibleColumns(LEAD_COLUMNS, leads ?? []);
  return (
    <div className="rl-table-wrap" part="table">
      <table className="rl-table" aria-labelledby={labelledBy} aria-busy={leads === null || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads === null
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                <tr key={row}>
                  {columns.map((column) => (
                    <td key={column.key}>
                      <div className="rl-skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            : leads.map((lead) => (
                <tr key={lead._id}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.wrap ? 'rl-wrap' : undefined}>
                      {column.text(lead)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
