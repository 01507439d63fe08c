/**
 * `<rl-message-templates>`'s screen (docs/rules/templates.md, docs/rules/templates.md#d12.5): the first-message templates
 * the viewer reads, each with its group and a one-line preview; the super-admin writes, edits and
 * deletes the defaults and any group's (narrowed by the Group filter), an admin its own group's.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useTemplates } from '../../api/templates/list-templates';
import type { AuthUser, MessageTemplate } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { templatesCatalog } from '../../locales/templates';
import { GroupFilter } from '../../screen-parts/group-filter/group-filter';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { EmptyState } from '../../ui/empty-state';
import { LoadError } from '../../ui/load-error';
import { NotForRole } from '../../ui/not-for-role';
import { useT } from '../../ui/use-t';
import { TemplatesTable } from './templates-table';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface MessageTemplatesEvents {
  /** A template was made or edited; its saved state. */
  'template-saved': { template: MessageTemplate };
  'template-deleted': { template: MessageTemplate };
}

type Manager = AuthUser & { role: 'super-admin' | 'admin' };

// The editor and the question before a delete load when asked for: the list's first paint waits for neither.
const TemplateEditor = lazy(() =>
  import('./template-editor').then((module) => ({ default: module.TemplateEditor })),
);
const DeleteTemplateDialog = lazy(() =>
  import('./delete-template-dialog').then((module) => ({ default: module.DeleteTemplateDialog })),
);

export function MessageTemplatesScreen({ emit }: { emit: Emit<MessageTemplatesEvents> }) {
  const user = useAuth((s) => s.user);
  const manager = user?.role === 'super-admin' || user?.role === 'admin' ? (user as Manager) : null;
  return manager ? <MessageTemplates viewer={manager} emit={emit} /> : <NotForRole />;
}

function MessageTemplates({ viewer, emit }: { viewer: Manager; emit: Emit<MessageTemplatesEvents> }) {
  const t = useT(templatesCatalog);
  const chooseGroup = viewer.role === 'super-admin';
  const [adminId, setAdminId] = useState('');
  const query = useTemplates(adminId);
  const [editing, setEditing] = useState<MessageTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  const headingId = useId();
  // docs/rules/templates.md#d12.3: the super-admin changes every template, an admin its own group's.
  const canChange = (template: MessageTemplate) => chooseGroup || template.group?._id === viewer._id;

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{t('templates.title')}</h1>
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('templates.new')}
        </Button>
      </div>
      <p className="rl-muted">{t('templates.intro')}</p>
      {chooseGroup ? (
        <div className="rl-toolbar" part="toolbar">
          <GroupFilter adminId={adminId} onAdminId={setAdminId} />
        </div>
      ) : null}
      {query.isError ? (
        <LoadError query={query} />
      ) : query.data?.length === 0 ? (
        <EmptyState hint={t('templates.none')} />
      ) : (
        <>
          {query.isPending ? (
            <span className="rl-visually-hidden" role="status">
              {t('templates.loading')}
            </span>
          ) : null}
          <TemplatesTable
            templates={query.data ?? null}
            labelledBy={headingId}
            canChange={canChange}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        </>
      )}
      <Suspense fallback={null}>
        {editing ? (
          <TemplateEditor
            template={editing === 'new' ? null : editing}
            chooseGroup={chooseGroup}
            group={adminId}
            onClose={() => setEditing(null)}
            onSaved={(template) => {
              setEditing(null);
              emit('template-saved', { template });
            }}
          />
        ) : null}
        {deleting ? (
          <DeleteTemplateDialog
            template={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={(template) => {
              setDeleting(null);
              emit('template-deleted', { template });
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
