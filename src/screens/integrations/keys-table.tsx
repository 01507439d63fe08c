/** The API keys' table (docs/rules/integrations.md#d15.5): name, prefix, scopes, group, maker, expiry, last use, state; Revoke on a live key. */
import type { ApiKey } from '../../contract';
import type { Language } from '../../contract/i18n';
import { useClock } from '../../lib/clock';
import { formatDateTime } from '../../lib/panama-dates';
import { integrationsCatalog } from '../../locales/integrations';
import { Button } from '../../ui/button';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { useLanguage } from '../../ui/language';
import { type Translate, useT } from '../../ui/use-t';

type T = Translate<keyof typeof integrationsCatalog.en>;

const stateOf = (key: ApiKey, now: number) =>
  key.revokedAt ? 'revoked' : Date.parse(key.expiresAt) <= now ? 'expired' : 'active';

const columnsIn = (t: T, language: Language, now: number, showGroup: boolean): TableColumn<ApiKey>[] => [
  { key: 'name', header: t('integrations.name'), cell: (key) => `${key.name} (${key.prefix}…)` },
  {
    key: 'scopes',
    header: t('integrations.scopes'),
    cell: (key) => key.scopes.map((scope) => t(`integrations.scope.${scope}`)).join(', '),
    wrap: true,
  },
  ...(showGroup
    ? [{ key: 'group', header: t('integrations.group'), cell: (key: ApiKey) => key.group.name }]
    : []),
  { key: 'createdBy', header: t('integrations.createdBy'), cell: (key) => key.createdBy.name },
  {
    key: 'expires',
    header: t('integrations.expires'),
    cell: (key) => formatDateTime(key.expiresAt, language),
  },
  {
    key: 'lastUsed',
    header: t('integrations.lastUsed'),
    cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt, language) : t('integrations.never')),
  },
  { key: 'status', header: t('integrations.status'), cell: (key) => t(`integrations.${stateOf(key, now)}`) },
];

interface KeysTableProps {
  keys: ApiKey[];
  labelledBy: string;
  /** The super-admin's keys span groups. */
  showGroup: boolean;
  onRevoke: (key: ApiKey) => void;
}

export function KeysTable({ keys, labelledBy, showGroup, onRevoke }: KeysTableProps) {
  const t = useT(integrationsCatalog);
  const language = useLanguage();
  const now = useClock().now();
  const revoke: TableColumn<ApiKey> = {
    key: 'actions',
    header: t('integrations.actions'),
    fixed: true,
    cell: (key) =>
      key.revokedAt ? null : (
        <Button
          className="rl-btn--small"
          variant="danger"
          aria-label={t('integrations.revokeNamed', { name: key.name })}
          onClick={() => onRevoke(key)}
        >
          {t('integrations.revoke')}
        </Button>
      ),
  };
  return (
    <DataTable
      columns={[...columnsIn(t, language, now, showGroup), revoke]}
      rows={keys}
      labelledBy={labelledBy}
      tableId="api-keys"
    />
  );
}
