/** React access to the shared auth store. */
import { useStore } from 'zustand';
import { type AuthState, authStore } from './auth-store';

// Declared as a function: an arrow's `<T>(` reads as JSX to the hard-coded text check's TSX parser.
export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
