/**
 * The templates' table: name, group (a default says so), a one-line preview with the sample values,
 * when and by whom it was last saved, and Edit and Delete where the viewer manages it.
 */
import type { MessageTemplate } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { templatesCatalog } from '../../locales/templates';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { useLanguage } from '../../ui/language';
import { RowMenu } from '../../ui/row-menu';
import { useT } from '../../ui/use-t';
import { previewOf } from './template-sample';

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
  const t = useT(templatesCatalog);
  const language = useLanguage();
  const columns: readonly TableColumn<MessageTemplate>[] = [
    { key: 'name', header: t('templates.name'), cell: (row) => row.name },
    {
      key: 'group',
      header: t('templates.group'),
      cell: (row) => row.group?.name ?? t('templates.defaultGroup'),
    },
    {
      key: 'preview',
      header: t('templates.preview'),
      cell: (row) => previewOf(row.body),
      wrap: true,
    },
    {
      key: 'changed',
      header: t('templates.lastChanged'),
      cell: (row) =>
        row.updatedBy
          ? t('templates.changedBy', {
              date: formatDateTime(row.updatedAt, language),
              name: row.updatedBy.name,
            })
          : t('templates.asInstalled'),
    },
    {
      key: 'actions',
      header: t('templates.actions'),
      fixed: true,
      cell: (row) =>
        canChange(row) ? (
          <RowMenu
            label={t('templates.actionsFor', { name: row.name })}
            actions={[
              { label: t('templates.edit'), onSelect: () => onEdit(row) },
              { label: t('templates.delete'), onSelect: () => onDelete(row) },
            ]}
          />
        ) : (
          <span className="rl-muted">{t('templates.readOnly')}</span>
        ),
    },
  ];
  return <DataTable columns={columns} rows={templates} labelledBy={labelledBy} tableId="message-templates" />;
}
