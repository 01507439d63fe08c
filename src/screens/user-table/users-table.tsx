/** The table of one staff list: headers by kind, skeleton rows while loading, a row per user with its actions. */
import { LIST_KIND, type StaffListKind } from '../../api/users/staff-kinds';
import type { StaffUser } from '../../contract';
import { BulkUploadToggle } from './bulk-upload-toggle';
import { USER_COLUMNS } from './user-columns';
import { UserRowActions } from './user-row-actions';

const SKELETON_ROWS = 5;

interface UsersTableProps {
  kind: StaffListKind;
  /** null while the first page loads. */
  users: StaffUser[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
  showBulkUpload: boolean;
  onEdit: (user: StaffUser) => void;
  onDelete: (user: StaffUser) => void;
  onBulkUploadChanged: (user: StaffUser, canBulkUpload: boolean) => void;
}

export function UsersTable({
  kind,
  users,
  labelledBy,
  showBulkUpload,
  onEdit,
  onDelete,
  onBulkUploadChanged,
}: UsersTableProps) {
  const columns = USER_COLUMNS[kind];
  const headers = [...columns.map((c) => c.header), ...(showBulkUpload ? ['Bulk Upload'] : []), 'Actions'];
  const canEdit = LIST_KIND[kind].updatePath !== undefined;
  return (
    <div className="rl-table-wrap" part="table">
      <table className="rl-table" aria-labelledby={labelledBy} aria-busy={users === null || undefined}>
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
          {users === null
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
            : users.map((user) => (
                <tr key={user._id}>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(user)}</td>
                  ))}
                  {showBulkUpload ? (
                    <td>
                      <BulkUploadToggle user={user} onUpdated={onBulkUploadChanged} />
                    </td>
                  ) : null}
                  <td>
                    <UserRowActions user={user} canEdit={canEdit} onEdit={onEdit} onDelete={onDelete} />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
