/**
 * GET /users/move-targets/{id}?for=self|staff: where a user (`self`) or the staff of a leader or
 * admin about to be deleted (`staff`) may move; the server answers only eligible targets (docs/rules/people.md#d4.8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MovePurpose, peopleApi } from '../../contract';
import { call } from '../../core/api-client';

export const moveTargetsQuery = (id: string, purpose: MovePurpose) =>
  queryOptions({
    queryKey: ['staff', 'move-targets', id, purpose],
    queryFn: ({ signal }) =>
      call(peopleApi.moveTargets, { values: { id }, query: { for: purpose }, signal }).then((r) => r.data),
  });

export const useMoveTargets = (id: string, purpose: MovePurpose, enabled = true) =>
  useQuery({ ...moveTargetsQuery(id, purpose), enabled });
