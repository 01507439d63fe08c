/** The table of one staff list: columns by kind, then the bulk-upload switch (when shown) and row actions. */
import type { StaffListKind } from '../../api/people/staff-kinds';
import type { Role, StaffUser } from '../../contract';
import { peopleCatalog } from '../../locales/people';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';
import { BulkUploadToggle } from './bulk-upload-toggle';
import { userColumns } from './user-columns';
import { UserRowActions } from './user-row-actions';

interface UsersTableProps {
  kind: StaffListKind;
  viewer: Role | undefined;
  /** null while the first page loads. */
  users: StaffUser[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
  showBulkUpload: boolean;
  /** Whether the viewer may edit this list's users (docs/rules/people.md#d4.4). */
  canEdit: boolean;
  /** Whether the viewer may move this list's users (docs/rules/people.md#d4.8). */
  canMove: boolean;
  onEdit: (user: StaffUser) => void;
  onMove: (user: StaffUser) => void;
  onDelete: (user: StaffUser) => void;
  onEndSessions: (user: StaffUser) => void;
  onResetTwoFactor?: ((user: StaffUser) => void) | undefined;
  onBulkUploadChanged: (user: StaffUser, canBulkUpload: boolean) => void;
}

export function UsersTable({
  kind,
  viewer,
  users,
  labelledBy,
  showBulkUpload,
  canEdit,
  canMove,
  onEdit,
  onMove,
  onDelete,
  onEndSessions,
  onResetTwoFactor,
  onBulkUploadChanged,
}: UsersTableProps) {
  const t = useT(peopleCatalog);
  const language = useLanguage();
  // The assignment column says a contract word, from the terms catalog.
  useTerm();
  const bulkUpload: TableColumn<StaffUser> = {
    key: 'Bulk Upload',
    header: t('people.column.bulkUpload'),
    cell: (user) => <BulkUploadToggle user={user} onUpdated={onBulkUploadChanged} />,
  };
  const actions: TableColumn<StaffUser> = {
    key: 'Actions',
    header: t('people.column.actions'),
    fixed: true,
    cell: (user) => (
      <UserRowActions
        user={user}
        canEdit={canEdit}
        canMove={canMove}
        onEdit={onEdit}
        onMove={onMove}
        onDelete={onDelete}
        onEndSessions={onEndSessions}
        onResetTwoFactor={onResetTwoFactor}
      />
    ),
  };
  const columns = [...userColumns(kind, viewer, language), ...(showBulkUpload ? [bulkUpload] : []), actions];
  return <DataTable columns={columns} rows={users} labelledBy={labelledBy} tableId={`users-${kind}`} />;
}
