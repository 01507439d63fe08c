/**
 * The one auth store of the page (zustand vanilla): access token and user, persisted in localStorage
 * under `auth` (docs/rules/auth.md) and shared by every widget, whatever React root renders it.
 */
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { AuthUser } from '../contract';

export interface AuthState {
  accessToken: string | null;
  user: AuthUser | null;
  signIn: (accessToken: string, user: AuthUser) => void;
  setToken: (accessToken: string) => void;
  /** Fresher fields of the signed-in user (its profile); ignored when signed out or signed in as another. */
  updateUser: (user: AuthUser) => void;
  signOut: () => void;
}

export const AUTH_STORAGE_KEY = 'auth';
export const RESTORE_TIMEOUT_MS = 5000;

export const authStore = createStore<AuthState>()(
  persist(
    (set) => ({
      accessToken: null,
      user: null,
      signIn: (accessToken, user) => set({ accessToken, user }),
      setToken: (accessToken) => set({ accessToken }),
      updateUser: (user) =>
        set((state) => (state.user?._id === user._id ? { user: { ...state.user, ...user } } : state)),
      signOut: () => set({ accessToken: null, user: null }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accessToken, user }) => ({ accessToken, user }),
    },
  ),
);

/** Resolves once the persisted state is restored, or after 5000 ms so a broken storage never blocks a widget. */
export function authRestored(): Promise<void> {
  if (authStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, RESTORE_TIMEOUT_MS);
    const unsubscribe = authStore.persist.onFinishHydration(done);
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

// A sign-out or sign-in in another tab is followed here, so no tab keeps acting on a dead session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY) void authStore.persist.rehydrate();
  });
}
