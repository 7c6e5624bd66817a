import { useSyncExternalStore } from 'react';
import type { AuthState } from '../stores/create-auth-store';
import { authStore } from '../stores/auth';

/** The current authentication state (SPEC.md §4); re-renders on every change. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
