/** A row's Edit, Move and Delete, in one menu named with the user's name so a screen reader knows which row. */
import type { StaffUser } from '../../contract';
import { type RowAction, RowMenu } from '../../ui/row-menu';

interface UserRowActionsProps {
  user: StaffUser;
  canEdit: boolean;
  canMove: boolean;
  onEdit: (user: StaffUser) => void;
  onMove: (user: StaffUser) => void;
  onDelete: (user: StaffUser) => void;
}

export function UserRowActions({ user, canEdit, canMove, onEdit, onMove, onDelete }: UserRowActionsProps) {
  const actions: RowAction[] = [
    ...(canEdit ? [{ label: 'Edit', onSelect: () => onEdit(user) }] : []),
    ...(canMove ? [{ label: 'Move', onSelect: () => onMove(user) }] : []),
    { label: 'Delete', onSelect: () => onDelete(user) },
  ];
  return <RowMenu label={`Actions for ${user.name}`} actions={actions} />;
}
