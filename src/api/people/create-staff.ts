/** POST /users/create-{admin,teamLeader,dataCreator,dataPicker}; a new user refreshes every staff list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffKind } from '../../contract';
import { call } from '../../core/api-client';
import { CREATE_CALL } from './staff-kinds';

export const createStaff = (kind: StaffKind, body: Record<string, unknown>) =>
  call(CREATE_CALL[kind], { body });

export function useCreateStaff(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => createStaff(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
