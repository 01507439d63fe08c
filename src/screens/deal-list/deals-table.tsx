/** The deal table: the data columns, the image button, and for admins the "Close Deal" choice; skeleton rows while loading. */
import type { ClosedRental, FinalCloseInput } from '../../contract';
import { Button } from '../../ui/button';
import { DEAL_COLUMNS } from './deal-columns';
import { StatusSelect } from './status-select';

const SKELETON_ROWS = 5;

interface DealsTableProps {
  /** null while the first page loads. */
  deals: ClosedRental[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
  canChangeStatus: boolean;
  onViewImage: (deal: ClosedRental) => void;
  onStatusChanged: (deal: ClosedRental, status: FinalCloseInput['status']) => void;
}

export function DealsTable({
  deals,
  labelledBy,
  canChangeStatus,
  onViewImage,
  onStatusChanged,
}: DealsTableProps) {
  const headers = [...DEAL_COLUMNS.map((c) => c.header), 'Image', ...(canChangeStatus ? ['Close Deal'] : [])];
  return (
    <div className="rl-table-wrap" part="table">
      <table className="rl-table" aria-labelledby={labelledBy} aria-busy={deals === null || undefined}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deals === null
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                <tr key={row}>
                  {headers.map((header) => (
                    <td key={header}>
                      <div className="rl-skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            : deals.map((deal) => (
                <tr key={deal._id}>
                  {DEAL_COLUMNS.map((column) => (
                    <td key={column.header}>{column.cell(deal)}</td>
                  ))}
                  <td>
                    {deal.closing_image ? (
                      <Button
                        className="rl-btn--small"
                        aria-label={`View closing image for ${deal.number}`}
                        onClick={() => onViewImage(deal)}
                      >
                        View
                      </Button>
                    ) : (
                      '-'
                    )}
                  </td>
                  {canChangeStatus ? (
                    <td>
                      <StatusSelect deal={deal} onChanged={onStatusChanged} />
                    </td>
                  ) : null}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
