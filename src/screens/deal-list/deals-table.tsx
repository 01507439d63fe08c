/** The deal table: the data columns, the image button, and for admins the "Close Deal" choice. */
import type { ClosedRental, FinalCloseInput } from '../../contract';
import { showNumber } from '../../lib/phone';
import { dealsCatalog } from '../../locales/deals';
import { useVoice } from '../../screen-parts/columns/use-voice';
import { Button } from '../../ui/button';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { useT } from '../../ui/use-t';
import { dealColumns } from './deal-columns';
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
  const t = useT(dealsCatalog);
  const voice = useVoice();
  const image: TableColumn<ClosedRental> = {
    key: 'Image',
    header: t('deals.image'),
    fixed: true,
    cell: (deal) =>
      deal.closing_image ? (
        <Button
          className="rl-btn--small"
          aria-label={t('deals.viewImage', { number: showNumber(deal.number) })}
          onClick={() => onViewImage(deal)}
        >
          {t('deals.view')}
        </Button>
      ) : (
        '-'
      ),
  };
  const closeDeal: TableColumn<ClosedRental> = {
    key: 'Close Deal',
    header: t('deals.closeDeal'),
    fixed: true,
    cell: (deal) => <StatusSelect deal={deal} onChoose={onChooseStatus} />,
  };
  const data = dealColumns(voice).map((column) => ({
    ...column,
    optional: hiddenColumns.includes(column.key),
  }));
  const columns = [...data, image, ...(canChangeStatus ? [closeDeal] : [])];
  return <DataTable columns={columns} rows={deals} labelledBy={labelledBy} tableId="deals" />;
}
