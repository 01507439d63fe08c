/** The lead elements as a host page meets them: rendered in their shadow root, events out of it, the bell only for creators. */
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeSockets } from '../../.storybook/fake-socket';
import { users } from '../../.storybook/fixtures';
import { rental } from '../../.storybook/lead-fixtures';
import { mockFetch, ok } from '../../.storybook/mock-api';
import { authStore } from '../../src/core/auth-store';
import { configure, resetConfig } from '../../src/core/config';
import { queryClient } from '../../src/core/query-client';
import { setSocketFactory } from '../../src/core/socket';
import '../../widgets/collect.element';
import '../../widgets/notification-bell.element';

const mount = (tag: string) => {
  const el = document.createElement(tag);
  document.body.append(el);
  return el;
};
const inside = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement);

beforeEach(() => {
  queryClient.clear();
  fakeSockets.reset();
  setSocketFactory(fakeSockets.factory);
  configure({
    fetch: mockFetch({
      'GET /rental/get-single-rental': ok({
        rental,
        delayTime: 0,
        isDelayEnabled: false,
        todayPicked: 1,
        limit: 100,
      }),
      'GET /dataPicker/getCountDataPicker': ok({ todayCount: 1, limit: 100 }),
      'GET /dataCreator/getDataCreatorIdMessage/cora%40rental-leads.test': ok({
        _id: 'u-cr',
        messages: [],
        unread: 0,
      }),
      'GET /dataCreator/getDataCreatorIdMessage/pete%40rental-leads.test': ok({
        _id: 'u-pk',
        messages: [],
        unread: 0,
      }),
    }),
  });
});

afterEach(() => {
  document.body.replaceChildren();
  resetConfig();
  setSocketFactory(null);
  authStore.getState().signOut();
});

describe('lead elements', () => {
  it('<rl-collect> fires rl-lead-fetched out of its shadow root', async () => {
    authStore.getState().signIn('token-1', users.picker);
    const seen: unknown[] = [];
    document.addEventListener('rl-lead-fetched', (e) => seen.push((e as CustomEvent).detail), { once: true });
    const el = mount('rl-collect');
    await userEvent.click(await inside(el).findByRole('button', { name: 'Fetch Rental' }));
    await waitFor(() => expect(seen).toEqual([{ rental }]));
    expect((inside(el).getByRole('button', { name: 'Fetched' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('<rl-notification-bell> shows a bell to creators and pickers and nothing to anyone else', async () => {
    authStore.getState().signIn('token-1', users.admin);
    const forAdmin = mount('rl-notification-bell');
    await waitFor(() => expect(forAdmin.shadowRoot?.querySelector('.rl-root')).not.toBeNull());
    expect(forAdmin.shadowRoot?.querySelector('button')).toBeNull();
    forAdmin.remove();

    authStore.getState().signIn('token-3', users.picker);
    const forPicker = mount('rl-notification-bell');
    expect(await inside(forPicker).findByRole('button', { name: 'Notifications' })).toBeDefined();
    await waitFor(() => expect(fakeSockets.latest()?.emitted).toContainEqual(['join', 'u-pk']));
    forPicker.remove();

    authStore.getState().signIn('token-2', users.creator);
    const forCreator = mount('rl-notification-bell');
    expect(await inside(forCreator).findByRole('button', { name: 'Notifications' })).toBeDefined();
    await waitFor(() => expect(fakeSockets.latest()?.emitted).toContainEqual(['join', 'u-cr']));
  });
});
