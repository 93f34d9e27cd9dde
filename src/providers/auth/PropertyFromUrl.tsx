import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNotify } from 'react-admin';
import { useAuth } from './AuthContext.tsx';
import { PROPERTY_QUERY_PARAM } from './propertyId.ts';

/**
 * A signed-in visit with another `?id=` (a link from the hotel site) works in that property: the
 * provider's token is exchanged again for it, every cached answer of the old one is dropped, and
 * a toast says which property is now open, or that the user is not a member of the one asked for.
 */
export function PropertyFromUrl() {
  const { search } = useLocation();
  const { isAuthenticated, user, switchProperty, takeSwitchNotice } = useAuth();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // One attempt per asked id: a refused id stays in the address and must not be retried each render.
  const tried = useRef(new Set<string>());
  const wanted = new URLSearchParams(search).get(PROPERTY_QUERY_PARAM) ?? '';
  const current = user?.property?.id ? String(user.property.id) : '';

  // A page opened with another property's `?id=`: start-up already exchanged for it.
  useEffect(() => {
    if (!isAuthenticated) return;
    const switched = takeSwitchNotice();
    if (switched) notify('app.auth.property_switched', { type: 'info', messageArgs: { name: switched.name } });
  }, [isAuthenticated, takeSwitchNotice, notify]);

  useEffect(() => {
    if (!isAuthenticated || !wanted || !current || wanted === current || tried.current.has(wanted)) return;
    tried.current.add(wanted);
    switchProperty(wanted).then(
      (session) => {
        tried.current.clear();
        void queryClient.resetQueries();
        notify('app.auth.property_switched', { type: 'info', messageArgs: { name: session.property.name } });
      },
      () => notify('app.auth.property_refused', { type: 'error', messageArgs: { id: wanted, name: user?.property?.name ?? current } }),
    );
  }, [isAuthenticated, wanted, current, switchProperty, notify, queryClient, user]);

  return null;
}
