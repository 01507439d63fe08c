/**
 * The team leaders a create form offers, filtered by assignment: under a chosen admin
 * (GET /teamLeader/getTeamLeadersEmails/{adminEmail}) or, for an admin, its own
 * (GET /teamLeader/getTeamLeadersEmails-admin).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignFor, PersonOption } from '../../contract';
import { api } from '../../core/api-client';

export const teamLeaderEmailsQuery = (adminEmail: string | null, assignFor: AssignFor) =>
  queryOptions({
    queryKey: ['staff', 'leader-emails', adminEmail ?? 'own', assignFor],
    queryFn: ({ signal }) =>
      api
        .get<PersonOption[]>(
          adminEmail === null
            ? '/teamLeader/getTeamLeadersEmails-admin'
            : `/teamLeader/getTeamLeadersEmails/${encodeURIComponent(adminEmail)}`,
          { assignFor },
          signal,
        )
        .then((r) => r.data),
  });

export const useTeamLeaderEmails = (adminEmail: string | null, assignFor: AssignFor, enabled: boolean) =>
  useQuery({ ...teamLeaderEmailsQuery(adminEmail, assignFor), enabled });
