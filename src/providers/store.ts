import { localStorageStore, type Store } from 'react-admin';

/** Preferences of the device, not of the session: they outlive react-admin's store reset. */
export const DEVICE_PREFERENCES = ['locale'] as const;

/**
 * react-admin empties its whole store whenever it signs a user out (a 401, a failed check at
 * start-up), which sent French and German users back to English; the language stays.
 */
export function createAppStore(base: Store = localStorageStore()): Store {
  return {
    ...base,
    reset() {
      const kept = DEVICE_PREFERENCES.map((key) => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined && value !== null) base.setItem(key, value);
    },
  };
}

export const appStore = createAppStore();
