/**
 * The Person filter's choices (docs/rules/audit.md#d10.5): the viewer itself first, then everyone who acted in the
 * entries it reads (GET /audit/actors: an admin's are its group's, docs/rules/audit.md#d10.3), by name, a deleted
 * person marked so ("Marco Diaz (Data Picker, deleted)").
 */
import { useAuditActors } from '../../api/audit/list-actors';
import type { AuditActor, AuthUser } from '../../contract';
import { ROLE_TITLES } from '../../lib/role-titles';

const labelOf = (actor: AuditActor) =>
  `${actor.name} (${ROLE_TITLES[actor.role]}${actor.deleted ? ', deleted' : ''})`;

export function usePersonChoices(viewer: Pick<AuthUser, '_id' | 'name'>) {
  const actors = useAuditActors();
  const others = (actors.data ?? [])
    .filter((actor) => actor._id !== viewer._id)
    .map((actor) => ({ value: actor._id, label: labelOf(actor) }));
  return {
    options: [{ value: viewer._id, label: `${viewer.name} (you)` }, ...others],
    isPending: actors.isPending,
    error: actors.error,
    isFetching: actors.isFetching,
    refetch: () => void actors.refetch(),
  };
}
