/**
 * Each element's autodocs page, drawn from its custom-elements.json entry (tag, description,
 * attributes, properties, events with their detail types, slots, parts, CSS properties), the route
 * table (the roles that reach it), and its stories: links to all of them and the first one live.
 * Storybook's stock docs page needs @storybook/addon-docs; this small renderer stands in for it
 * (docs/decisions.md#p28), so `parameters.docs.renderer` points here.
 */
import type { CustomElementDeclaration } from 'custom-elements-manifest';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { DocsContextProps, PreparedStory } from 'storybook/internal/types';
import { rolesOf } from './element-roles';
import { elementDeclaration } from './manifest';
import './element-docs.css';

interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

function DocTable<T extends { name: string }>(props: { title: string; rows: T[]; columns: Column<T>[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      {props.rows.length === 0 ? (
        <p className="rl-docs__none">None.</p>
      ) : (
        <table aria-labelledby={headingId}>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.name}>
                {props.columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const code = (text: string | undefined) => (text ? <code>{text}</code> : '-');
const text = (value: string | undefined) => value || '-';

type Field = Extract<NonNullable<CustomElementDeclaration['members']>[number], { kind: 'field' }>;
const publicFields = (element: CustomElementDeclaration): Field[] =>
  (element.members ?? []).filter(
    (member): member is Field =>
      member.kind === 'field' && !member.static && (member.privacy ?? 'public') === 'public',
  );

function RolesNeeded({ tag }: { tag: string }) {
  const roles = rolesOf(tag);
  return (
    <section aria-label="Role needed">
      <h2>Role needed</h2>
      {roles.length === 0 ? (
        <p className="rl-docs__none">No route of its own; the description says who sees it.</p>
      ) : (
        <ul>
          {roles.map(({ role, routes }) => (
            <li key={role}>
              <strong>{role}</strong>: {routes.join(', ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One element's manifest entry as tables. */
export function ElementDocs({ tag }: { tag: string }) {
  const element = elementDeclaration(tag);
  if (!element) {
    return (
      <p role="alert">
        custom-elements.json has no entry for &lt;{tag}&gt;: run <code>npm run manifest</code>.
      </p>
    );
  }
  return (
    <article className="rl-docs__element" aria-label={`<${tag}>`}>
      <p className="rl-docs__tag">
        <code>&lt;{tag}&gt;</code>
      </p>
      {element.summary ? <p>{element.summary}</p> : null}
      {element.description ? <p className="rl-docs__description">{element.description}</p> : null}
      <RolesNeeded tag={tag} />
      <DocTable
        title="Attributes"
        rows={element.attributes ?? []}
        columns={[
          { header: 'Name', cell: (a) => code(a.name) },
          { header: 'Type', cell: (a) => code(a.type?.text) },
          { header: 'Default', cell: (a) => code(a.default) },
          { header: 'Description', cell: (a) => text(a.description) },
        ]}
      />
      <DocTable
        title="Properties"
        rows={publicFields(element)}
        columns={[
          { header: 'Name', cell: (f) => code(f.name) },
          { header: 'Type', cell: (f) => code(f.type?.text) },
          { header: 'Description', cell: (f) => text(f.description) },
        ]}
      />
      <DocTable
        title="Events"
        rows={element.events ?? []}
        columns={[
          { header: 'Name', cell: (e) => code(e.name) },
          { header: 'Detail type', cell: (e) => code(e.type?.text) },
          { header: 'Description', cell: (e) => text(e.description) },
        ]}
      />
      <DocTable
        title="Slots"
        rows={(element.slots ?? []).map((slot) => ({ ...slot, name: slot.name || '(default)' }))}
        columns={[
          { header: 'Name', cell: (s) => code(s.name) },
          { header: 'Description', cell: (s) => text(s.description) },
        ]}
      />
      <DocTable
        title="CSS parts"
        rows={element.cssParts ?? []}
        columns={[
          { header: 'Part', cell: (p) => code(`::part(${p.name})`) },
          { header: 'Description', cell: (p) => text(p.description) },
        ]}
      />
      <DocTable
        title="CSS custom properties"
        rows={element.cssProperties ?? []}
        columns={[
          { header: 'Name', cell: (p) => code(p.name) },
          { header: 'Default', cell: (p) => code(p.default) },
          { header: 'Description', cell: (p) => text(p.description) },
        ]}
      />
    </article>
  );
}

/** Renders one story inside the docs page, through the preview so its API answers and play run. */
function LiveStory({ context, story }: { context: DocsContextProps; story: PreparedStory }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return undefined;
    const showFailure = (message: string) => {
      frame.textContent = message;
    };
    const teardown = context.renderStoryToElement(
      story,
      frame,
      {
        showMain: () => {},
        showError: ({ title, description }) => showFailure(`${title} ${description}`),
        showException: (error) => showFailure(String(error)),
      },
      { autoplay: true, forceInitialArgs: false },
    );
    return () => void teardown();
  }, [context, story]);
  return <div ref={ref} className="rl-docs__story" />;
}

function ElementDocsPage({ context }: { context: DocsContextProps }) {
  const stories = context.componentStories();
  const primary = stories[0];
  const tag = primary?.parameters.element as string | undefined;
  return (
    <main className="rl-docs">
      <h1>{primary?.title}</h1>
      {tag ? (
        <ElementDocs tag={tag} />
      ) : (
        <p role="alert">This story file names no element (parameters.element).</p>
      )}
      <section aria-label="Stories">
        <h2>Stories</h2>
        <ul className="rl-docs__stories">
          {stories.map((story) => (
            <li key={story.id}>
              <a href={`./?path=/story/${story.id}`} target="_top">
                {story.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {primary ? (
        <section aria-label={primary.name}>
          <h2>{primary.name}</h2>
          <LiveStory context={context} story={primary} />
        </section>
      ) : null}
    </main>
  );
}

const roots = new WeakMap<HTMLElement, Root>();

/** `parameters.docs`: Storybook calls `renderer()` for every docs entry. */
export const elementDocsParameters = {
  renderer: async () => ({
    render: async (context: DocsContextProps, _parameters: unknown, element: HTMLElement) => {
      const root = roots.get(element) ?? createRoot(element);
      roots.set(element, root);
      root.render(<ElementDocsPage context={context} />);
    },
    unmount: (element: HTMLElement) => {
      roots.get(element)?.unmount();
      roots.delete(element);
    },
  }),
};
