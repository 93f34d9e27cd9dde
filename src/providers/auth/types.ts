export interface SessionIdentity {
  id: string;
  name: string;
  email: string;
  picture?: string | null;
  initials: string;
}

export interface SessionProperty {
  id: string;
  name: string;
}

/** The token exchange answer, kept whole as the signed-in user object (spec 3). */
export interface SessionUser {
  accessToken: string;
  expiresAt?: string | number;
  user: SessionIdentity;
  property: SessionProperty;
  properties?: SessionProperty[];
}

export interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
  /** Why the last sign-in attempt failed, for the callback screen. */
  error: string | null;
}

export type ExchangeToken = (accessToken: string, propertyId: string | undefined) => Promise<SessionUser>;
