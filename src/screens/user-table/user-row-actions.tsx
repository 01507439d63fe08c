/** A row's Edit, Move and Delete buttons, each named with the user's name so a screen reader knows which row. */
import type { StaffUser } from '../../contract';
import { Button } from '../../ui/button';

interface UserRowActionsProps {
  user: StaffUser;
  canEdit: boolean;
  canMove: boolean;
  onEdit: (user: StaffUser) => void;
  onMove: (user: StaffUser) => void;
  onDelete: (user: StaffUser) => void;
}

export function UserRowActions({ user, canEdit, canMove, onEdit, onMove, onDelete }: UserRowActionsProps) {
  return (
    <div className="rl-row">
      {canEdit ? (
        <Button aria-label={`Edit ${user.name}`} onClick={() => onEdit(user)}>
          Edit
        </Button>
      ) : null}
      {canMove ? (
        <Button aria-label={`Move ${user.name}`} onClick={() => onMove(user)}>
          Move
        </Button>
      ) : null}
      <Button aria-label={`Delete ${user.name}`} onClick={() => onDelete(user)}>
        Delete
      </Button>
    </div>
  );
}
