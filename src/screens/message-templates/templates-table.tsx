/**
 * The templates' table: name, group (a default says so), a one-line preview with the sample values,
 * when and by whom it was last saved, and Edit and Delete where the viewer manages it.
 */
import type { MessageTemplate } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { RowMenu } from '../../ui/row-menu';
import { previewOf } from './template-sample';

export const DEFAULT_GROUP = 'Default (every group)';

interface TemplatesTableProps {
  /** null while the list loads. */
  templates: MessageTemplate[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
  canChange: (template: MessageTemplate) => boolean;
  onEdit: (template: MessageTemplate) => void;
  onDelete: (template: MessageTemplate) => void;
}

export function TemplatesTable({ templates, labelledBy, canChange, onEdit, onDelete }: TemplatesTableProps) {
  const columns: readonly TableColumn<MessageTemplate>[] = [
    { key: 'name', header: 'Name', cell: (t) => t.name },
    { key: 'group', header: 'Group', cell: (t) => t.group?.name ?? DEFAULT_GROUP },
    { key: 'preview', header: 'Preview', cell: (t) => previewOf(t.body), wrap: true },
    {
      key: 'changed',
      header: 'Last Changed',
      cell: (t) => (t.updatedBy ? `${formatDateTime(t.updatedAt)} by ${t.updatedBy.name}` : 'As installed'),
    },
    {
      key: 'actions',
      header: 'Actions',
      fixed: true,
      cell: (t) =>
        canChange(t) ? (
          <RowMenu
            label={`Actions for ${t.name}`}
            actions={[
              { label: 'Edit', onSelect: () => onEdit(t) },
              { label: 'Delete', onSelect: () => onDelete(t) },
            ]}
          />
        ) : (
          <span className="rl-muted">Read only</span>
        ),
    },
  ];
  return <DataTable columns={columns} rows={templates} labelledBy={labelledBy} tableId="message-templates" />;
}
