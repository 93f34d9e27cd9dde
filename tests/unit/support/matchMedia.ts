/**
 * jsdom has no matchMedia. This one answers from a set of "true" queries that tests can change,
 * and notifies `change` listeners like a browser does when the OS theme or the width changes.
 */
type Listener = (event: { matches: boolean; media: string }) => void;

const matching = new Set<string>();
const listeners = new Map<string, Set<Listener>>();

export function installMatchMedia(): void {
  window.matchMedia = ((query: string) => {
    const own = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, own);
    return {
      get matches() {
        return matching.has(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => own.add(listener),
      removeEventListener: (_type: string, listener: Listener) => own.delete(listener),
      addListener: (listener: Listener) => own.add(listener),
      removeListener: (listener: Listener) => own.delete(listener),
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}

export function setMediaMatches(query: string, matches: boolean): void {
  if (matches) matching.add(query);
  else matching.delete(query);
  listeners.get(query)?.forEach((listener) => listener({ matches, media: query }));
}

export function resetMatchMedia(): void {
  matching.clear();
  listeners.clear();
}
