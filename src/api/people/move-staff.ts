/**
 * PATCH /dataPicker/moveDataPicker/{id}, /dataCreator/moveDataCreator/{id} or
 * /teamLeader/moveTeamLeader/{id}: a user moves to another team leader, or a leader (with its staff)
 * to another admin (docs/rules/people.md#d4.8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleApi, type Role } from '../../contract';
import { call } from '../../core/api-client';
import type { StaffListKind } from './staff-kinds';

/** Admins move nobody: only the kinds below them do. */
export const MOVE_CALL: Partial<Record<StaffListKind, typeof peopleApi.moveDataPicker>> = {
  'data-pickers': peopleApi.moveDataPicker,
  'data-creators': peopleApi.moveDataCreator,
  'team-leaders': peopleApi.moveTeamLeader,
};

/** Whether `role` may move users of this list: the roles the move call's declaration admits. */
export function canMove(kind: StaffListKind, role: Role | undefined): boolean {
  const roles = MOVE_CALL[kind]?.roles;
  if (!roles || !role) return false;
  return roles === 'public' || roles.includes(role);
}

export function useMoveStaff(kind: StaffListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, toId }: { id: string; toId: string }) => {
      const move = MOVE_CALL[kind];
      if (!move) throw new Error(`${kind} cannot be moved`);
      return call(move, { values: { id }, body: { toId } });
    },
    // The row's leader or admin changes, and so do the other lists' staff and the targets.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
