import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Leaving with unsaved changes asks first: closing or reloading the tab through the browser's own
 * prompt, following an in-app link through the screen's dialog (the app's router is not a data
 * router, so react-router's blockers are not available; links are caught before they navigate).
 */
export function useUnsavedGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const click = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.origin !== window.location.origin) return;
      if (a.pathname === window.location.pathname) return;
      e.preventDefault();
      e.stopPropagation();
      setTarget(a.pathname + a.search + a.hash);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  return {
    leaving: target !== null,
    stay: () => setTarget(null),
    leave: () => {
      const to = target;
      setTarget(null);
      if (to) navigate(to);
    },
  };
}
