/**
 * A host page written against the suite's published types, as a TypeScript and a React 19 host would
 * write it. It is only compiled (tests/types/host-types.test.ts): each `@ts-expect-error` marks a
 * mistake the types must refuse.
 */

import { configure, type RlCollectElement, type RlEventMap } from 'rental-leads';
import type {} from 'rental-leads/react';

configure({ apiBase: 'https://leads.example.com/api/v1' });

// Plain DOM: tags, properties and events are typed.
const upload = document.createElement('rl-bulk-upload');
upload.mode = 'for-use';
// @ts-expect-error: mode is 'rental' or 'for-use'
upload.mode = 'everything';
upload.addEventListener('rl-upload-finished', (event) => {
  const rows: number = event.detail.inserted + event.detail.skipped;
  return rows;
});
// @ts-expect-error: the upload's detail has no rental
upload.addEventListener('rl-upload-finished', (event) => event.detail.rental);

const collect: RlCollectElement | null = document.querySelector('rl-collect');
collect?.addEventListener('rl-lead-finished', (event) => event.detail.rental.number);
collect?.addEventListener('click', (event) => event.clientX);

// Events bubble out of shadow roots, so the document hears every element's.
document.addEventListener('rl-signed-in', (event) => event.detail.user.role);
// @ts-expect-error: rl-signed-in carries the user, not a rental
document.addEventListener('rl-signed-in', (event) => event.detail.rental);

const shown: RlEventMap['rl-user-created']['detail']['kind'] = 'data-picker';

// React 19: properties as props, events as `on<event name>`.
export function Host() {
  return (
    <main>
      <rl-create-user kind={shown} onrl-user-created={(event) => event.detail.user.email} />
      <rl-user-table kind="data-pickers" onrl-user-updated={(event) => event.detail.limit} />
      <rl-shell route="/admin/manage-dataPickers" onrl-signed-out={(event) => event.detail}>
        <rl-notification-bell slot="bell" />
      </rl-shell>
      {/* @ts-expect-error: kind is a staff kind */}
      <rl-create-user kind="landlord" />
      {/* @ts-expect-error: rl-collect has no attributes */}
      <rl-collect mode="rental" />
      {/* @ts-expect-error: a lead's detail has no user */}
      <rl-collect onrl-lead-fetched={(event) => event.detail.user} />
    </main>
  );
}
