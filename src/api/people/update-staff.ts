/**
 * PATCH /admin/updateAdminInfo/{id}, /teamLeader/updateTeamLeaderInfo/{id},
 * /dataCreator/updateDataCreatorInfo/{id} or /dataPicker/updateDataPickerInfo/{id}: a staff member's
 * name, email and contact, and an admin's or picker's daily limit, as its managers correct them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../contract';
import { call } from '../../core/api-client';
import { DEAL_KEYS } from '../deals/deal-keys';
import { LIST_KIND, type StaffListKind } from './staff-kinds';

/** The fields the Edit dialog changes; only those that differ are sent. */
export interface StaffUpdate {
  name?: string;
  email?: string;
  contact?: string;
  limit?: number;
}

/** Whether `role` may edit users of this list: the roles the update call's declaration admits. */
export function canUpdate(kind: StaffListKind, role: Role | undefined): boolean {
  const { roles } = LIST_KIND[kind].update;
  return role !== undefined && (roles === 'public' || roles.includes(role));
}

export function useUpdateStaff(kind: StaffListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: StaffUpdate }) =>
      call(LIST_KIND[kind].update, { values: { id }, body: changes }),
    // The staff lists show the new values; lead and deal rows show their people by name.
    onSuccess: () =>
      Promise.all(
        [['staff'], ['leads'], DEAL_KEYS.lists].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
