/**
 * The team leaders a create form offers, filtered by assignment: under a chosen admin
 * (GET /teamLeader/getTeamLeadersEmails/{adminEmail}) or, for an admin, its own
 * (GET /teamLeader/getTeamLeadersEmails-admin).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AssignFor, peopleApi } from '../../contract';
import { call } from '../../core/api-client';

export const leaderChoicesQuery = (adminEmail: string | null, assignFor: AssignFor) =>
  queryOptions({
    queryKey: ['staff', 'leader-emails', adminEmail ?? 'own', assignFor],
    queryFn: ({ signal }) =>
      (adminEmail === null
        ? call(peopleApi.ownLeaderChoices, { query: { assignFor }, signal })
        : call(peopleApi.leaderChoices, { values: { adminEmail }, query: { assignFor }, signal })
      ).then((r) => r.data),
  });

export const useLeaderChoices = (adminEmail: string | null, assignFor: AssignFor, enabled: boolean) =>
  useQuery({ ...leaderChoicesQuery(adminEmail, assignFor), enabled });
