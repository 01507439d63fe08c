import type { Decorator, Preview } from '@storybook/react-vite';
import { toast } from 'sonner';
import '../src/ui/styles/base.css';
import '../src/ui/styles/parts.css';
import '../src/ui/styles/calendar.css';
import '../src/screens/shell/shell.css';
import '../src/screens/notification-bell/bell.css';
import { forgetOidcConfig } from '../src/api/auth/oidc';
import type { AuthUser } from '../src/contract';
import { authStore } from '../src/core/auth-store';
import { configure, resetConfig } from '../src/core/config';
import { queryClient } from '../src/core/query-client';
import { setSocketFactory } from '../src/core/socket';
import { QueryFrame } from '../src/ui/query-frame';
import { WidgetRoot } from '../src/ui/widget-root';
import { elementDocsParameters } from './element-docs';
import { fakeSockets } from './fake-socket';
import { languageGlobalType, withLanguage } from './language';
import { type MockApi, type MockRequest, mockFetch } from './mock-api';
import { xhrOverFetch } from './mock-xhr';
import { themeGlobalType, withTheme } from './theme';
import { VIEWPORTS } from './viewports';

export interface StoryParameters {
  /** API answers for this story. */
  api?: MockApi;
  /** The signed-in user; null for signed out. */
  user?: AuthUser | null;
  /** The page's hash route while the story runs. */
  hash?: string;
  /** The shares of an upload's body the fake XMLHttpRequest reports sent before the answer (default [1]). */
  uploadProgress?: number[];
  /** The custom element the story file shows (`rl-…`): its docs page reads the manifest entry by this tag. */
  element?: string;
}

/** Requests the last story made, for play functions that assert on what was sent. */
export const apiCalls: MockRequest[] = [];
/** Routes the last story navigated to. */
export const navigations: string[] = [];

/** Runs before each story renders: a fresh cache, no toasts, an in-memory socket, the story's API answers, user and route. */
const prepare = ({ parameters }: { parameters: StoryParameters }) => {
  const { api = {}, user, hash, uploadProgress } = parameters;
  queryClient.clear();
  forgetOidcConfig();
  toast.dismiss();
  fakeSockets.reset();
  setSocketFactory(fakeSockets.factory);
  // Stories show one answer per call; the app's retry of 5xx answers would only slow them down.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  apiCalls.length = 0;
  navigations.length = 0;
  // A table's column choice is kept in localStorage (src/ui/use-column-choice.ts): each story starts
  // with the table's defaults.
  for (const key of Object.keys(localStorage))
    if (key.startsWith('rl-columns:')) localStorage.removeItem(key);
  resetConfig();
  const fetch = mockFetch(api, apiCalls);
  configure({ fetch, xhr: xhrOverFetch(fetch, uploadProgress), navigate: (path) => navigations.push(path) });
  if (user) authStore.getState().signIn('story-token', user);
  else authStore.getState().signOut();
  if (hash !== undefined) window.history.replaceState(null, '', `#${hash}`);
};

// With the query cache every story can need; the sign-in screens' stories render in it unused.
const withWidgetFrame: Decorator = (Story) => (
  <WidgetRoot frame={QueryFrame}>
    <Story />
  </WidgetRoot>
);

const preview: Preview = {
  tags: ['autodocs'],
  beforeEach: prepare,
  decorators: [withLanguage, withWidgetFrame, withTheme],
  globalTypes: { theme: themeGlobalType, language: languageGlobalType },
  initialGlobals: { theme: 'light', language: 'en' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
    docs: elementDocsParameters,
  },
};

export default preview;
