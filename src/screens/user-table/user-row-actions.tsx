/** A row's Edit, Move, End sessions, Reset two-factor (the super-admin's) and Delete, in one menu named with the user's name so a screen reader knows which row. */
import type { StaffUser } from '../../contract';
import { type RowAction, RowMenu } from '../../ui/row-menu';

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
  const actions: RowAction[] = [
    ...(canEdit ? [{ label: 'Edit', onSelect: () => onEdit(user) }] : []),
    ...(canMove ? [{ label: 'Move', onSelect: () => onMove(user) }] : []),
    // Every row of the list is in the viewer's scope, as for Delete (docs/rules/people.md#d4.4).
    { label: 'End sessions', onSelect: () => onEndSessions(user) },
    ...(onResetTwoFactor ? [{ label: 'Reset two-factor', onSelect: () => onResetTwoFactor(user) }] : []),
    { label: 'Delete', onSelect: () => onDelete(user) },
  ];
  return <RowMenu label={`Actions for ${user.name}`} actions={actions} />;
}
