/** The deal table: the data columns, the image button, and for admins the "Close Deal" choice. */
import type { ClosedRental, FinalCloseInput } from '../../contract';
import { showNumber } from '../../lib/phone';
import { Button } from '../../ui/button';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { DEAL_COLUMNS } from './deal-columns';
import { StatusSelect } from './status-select';

interface DealsTableProps {
  /** null while the first page loads. */
  deals: ClosedRental[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
  canChangeStatus: boolean;
  /** The columns that start hidden for this viewer. */
  hiddenColumns: readonly string[];
  onViewImage: (deal: ClosedRental) => void;
  /** An admin chose a status: the screen asks before saving it. */
  onChooseStatus: (deal: ClosedRental, status: FinalCloseInput['status']) => void;
}

export function DealsTable({
  deals,
  labelledBy,
  canChangeStatus,
  hiddenColumns,
  onViewImage,
  onChooseStatus,
}: DealsTableProps) {
  const image: TableColumn<ClosedRental> = {
    key: 'Image',
    header: 'Image',
    fixed: true,
    cell: (deal) =>
      deal.closing_image ? (
        <Button
          className="rl-btn--small"
          aria-label={`View closing image for ${showNumber(deal.number)}`}
          onClick={() => onViewImage(deal)}
        >
          View
        </Button>
      ) : (
        '-'
      ),
  };
  const closeDeal: TableColumn<ClosedRental> = {
    key: 'Close Deal',
    header: 'Close Deal',
    fixed: true,
    cell: (deal) => <StatusSelect deal={deal} onChoose={onChooseStatus} />,
  };
  const data = DEAL_COLUMNS.map((column) => ({ ...column, optional: hiddenColumns.includes(column.key) }));
  const columns = [...data, image, ...(canChangeStatus ? [closeDeal] : [])];
  return <DataTable columns={columns} rows={deals} labelledBy={labelledBy} tableId="deals" />;
}
