/** POST /users/create-{admin,teamLeader,dataCreator,dataPicker}; a new user refreshes every staff list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffKind, StaffUser } from '../../contract';
import { api } from '../../core/api-client';
import { CREATE_PATH } from './staff-kinds';

export const createUser = (kind: StaffKind, body: Record<string, unknown>) =>
  api.post<StaffUser>(CREATE_PATH[kind], body);

export function useCreateUser(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => createUser(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
