/** React access to the shared auth store. */
import { useStore } from 'zustand';
import { type AuthState, authStore } from './auth-store';

export const useAuth = <T>(selector: (state: AuthState) => T): T => useStore(authStore, selector);
