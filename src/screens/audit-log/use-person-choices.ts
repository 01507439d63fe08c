/**
 * The Person filter's choices (docs/rules/audit.md#d10.5): the viewer itself first, then everyone who acted in the
 * entries it reads (GET /audit/actors: an admin's are its group's, docs/rules/audit.md#d10.3), by name, a deleted
 * person marked so ("Marco Diaz (Data Picker, deleted)").
 */
import { useAuditActors } from '../../api/audit/list-actors';
import type { AuditActor, AuthUser } from '../../contract';
import { ROLE_TITLES } from '../../lib/role-titles';
import { type AuditWords, useAuditWords } from './audit-words';

const labelOf = (actor: AuditActor, { t, say }: AuditWords) =>
  t(actor.deleted ? 'audit.actorDeleted' : 'audit.actor', {
    name: actor.name,
    role: say(ROLE_TITLES[actor.role]),
  });

export function usePersonChoices(viewer: Pick<AuthUser, '_id' | 'name'>) {
  const words = useAuditWords();
  const actors = useAuditActors();
  const others = (actors.data ?? [])
    .filter((actor) => actor._id !== viewer._id)
    .map((actor) => ({ value: actor._id, label: labelOf(actor, words) }));
  return {
    options: [{ value: viewer._id, label: words.t('audit.you', { name: viewer.name }) }, ...others],
    isPending: actors.isPending,
    error: actors.error,
    isFetching: actors.isFetching,
    refetch: () => void actors.refetch(),
  };
}
