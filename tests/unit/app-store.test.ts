import { afterEach, describe, expect, it } from 'vitest';
import { localStorageStore } from 'react-admin';
import { createAppStore } from '../../src/providers/store.ts';

afterEach(() => localStorage.clear());

const storeOf = () => {
  const store = createAppStore(localStorageStore('1', 'test'));
  store.setup();
  return store;
};

describe("the app's react-admin store", () => {
  it('keeps the language when react-admin resets the store at sign-out, and forgets the rest', () => {
    const store = storeOf();
    store.setItem('locale', 'fr');
    store.setItem('documents.listParams', { page: 3 });
    store.reset();
    expect(store.getItem('locale')).toBe('fr');
    expect(store.getItem('documents.listParams')).toBeUndefined();
  });

  it('has nothing to keep when no language was chosen', () => {
    const store = storeOf();
    store.setItem('sidebar.open', true);
    store.reset();
    expect(store.getItem('locale')).toBeUndefined();
    expect(store.getItem('sidebar.open')).toBeUndefined();
  });
});
