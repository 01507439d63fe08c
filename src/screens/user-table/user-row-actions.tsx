/** A row's Edit, Move, End sessions, Reset two-factor (the super-admin's) and Delete, in one menu named with the user's name so a screen reader knows which row. */
import type { StaffUser } from '../../contract';
import { peopleCatalog } from '../../locales/people';
import { securityCatalog } from '../../locales/security';
import { type RowAction, RowMenu } from '../../ui/row-menu';
import { useT } from '../../ui/use-t';

interface UserRowActionsProps {
  user: StaffUser;
  canEdit: boolean;
  canMove: boolean;
  onEdit: (user: StaffUser) => void;
  onMove: (user: StaffUser) => void;
  onDelete: (user: StaffUser) => void;
  onEndSessions: (user: StaffUser) => void;
  /** Given to the super-admin alone (docs/rules/auth.md, "Two-factor"). */
  onResetTwoFactor?: ((user: StaffUser) => void) | undefined;
}

export function UserRowActions({
  user,
  canEdit,
  canMove,
  onEdit,
  onMove,
  onDelete,
  onEndSessions,
  onResetTwoFactor,
}: UserRowActionsProps) {
  const t = useT(peopleCatalog);
  const security = useT(securityCatalog);
  const actions: RowAction[] = [
    ...(canEdit ? [{ label: t('people.list.edit'), onSelect: () => onEdit(user) }] : []),
    ...(canMove ? [{ label: t('people.list.move'), onSelect: () => onMove(user) }] : []),
    // Every row of the list is in the viewer's scope, as for Delete (docs/rules/people.md#d4.4).
    { label: t('people.list.endSessions'), onSelect: () => onEndSessions(user) },
    ...(onResetTwoFactor
      ? [{ label: security('security.reset.title'), onSelect: () => onResetTwoFactor(user) }]
      : []),
    { label: t('people.list.delete'), onSelect: () => onDelete(user) },
  ];
  return <RowMenu label={t('people.list.actionsFor', { name: user.name })} actions={actions} />;
}
