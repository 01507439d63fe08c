/**
 * Add Only Email shows the form only for a lead the signed-in picker claimed (docs/decisions.md#p52): the
 * "not yours" stories, and a backend that still answers someone else's lead in full.
 */
import '../../../.storybook/test-annotations';
import { composeStories, composeStory } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { describe, it } from 'vitest';
import { rental } from '../../../.storybook/lead-fixtures';
import { ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { leadsApi, NOT_YOUR_RENTAL } from '../../contract';
import * as stories from './add-email.stories';

const { NotYours, ClaimedByAnother } = composeStories(stories);

const SomeoneElsesInFull = composeStory(
  {
    parameters: {
      api: { [on(leadsApi.search)]: ok({ ...rental, fetcherId: 'u-another-picker' }) },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by number' }), rental.number);
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(NOT_YOUR_RENTAL);
      await expect(canvas.queryByRole('form', { name: 'Client email' })).toBeNull();
      await expect(canvas.queryByText(rental.client_name)).toBeNull();
      await expect(apiCalls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    },
  },
  stories.default,
);

describe('Add Only Email for a lead the picker did not fetch', () => {
  it('shows why instead of the form for a lead nobody fetched', () => NotYours.run());
  it('shows the search’s refusal for a lead someone else fetched', () => ClaimedByAnother.run());
  it('shows why instead of the form when a backend answers someone else’s lead in full', () =>
    SomeoneElsesInFull.run());
});
