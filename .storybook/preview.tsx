import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/ui/styles/base.css';
import '../src/ui/styles/parts.css';
import '../src/screens/shell/shell.css';
import type { AuthUser } from '../src/contract';
import { authStore } from '../src/core/auth-store';
import { configure, resetConfig } from '../src/core/config';
import { queryClient } from '../src/core/query-client';
import { WidgetRoot } from '../src/ui/widget-root';
import { type MockApi, type MockRequest, mockFetch } from './mock-api';

export interface StoryParameters {
  /** API answers for this story. */
  api?: MockApi;
  /** The signed-in user; null for signed out. */
  user?: AuthUser | null;
  /** The page's hash route while the story runs. */
  hash?: string;
}

/** Requests the last story made, for play functions that assert on what was sent. */
export const apiCalls: MockRequest[] = [];
/** Routes the last story navigated to. */
export const navigations: string[] = [];

/** Runs before each story renders: a fresh cache, the story's API answers, user and route. */
const prepare = ({ parameters }: { parameters: StoryParameters }) => {
  const { api = {}, user, hash } = parameters;
  queryClient.clear();
  // Stories show one answer per call; the app's retry of 5xx answers would only slow them down.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  apiCalls.length = 0;
  navigations.length = 0;
  resetConfig();
  configure({ fetch: mockFetch(api, apiCalls), navigate: (path) => navigations.push(path) });
  if (user) authStore.getState().signIn('story-token', user);
  else authStore.getState().signOut();
  if (hash !== undefined) window.history.replaceState(null, '', `#${hash}`);
};

const withWidgetFrame: Decorator = (Story) => (
  <WidgetRoot>
    <Story />
  </WidgetRoot>
);

const preview: Preview = {
  beforeEach: prepare,
  decorators: [withWidgetFrame],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        narrow: { name: 'Phone 375', styles: { width: '375px', height: '740px' } },
        wide: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
  },
};

export default preview;
