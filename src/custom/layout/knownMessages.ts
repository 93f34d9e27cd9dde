import { REQUEST_TIMEOUT_MESSAGE } from '../../providers/httpClient.ts';

/**
 * Server and client errors arrive as English sentences; the generic ones have catalogue entries
 * so the toast reads in the user's language. Anything else is tried as a key, then shown as is.
 */
const knownMessageKeys: Record<string, string> = {
  'Not Found': 'app.errors.not_found',
  Unauthorized: 'app.errors.unauthorized',
  Forbidden: 'app.errors.forbidden',
  'Internal Server Error': 'app.errors.internal',
  [REQUEST_TIMEOUT_MESSAGE]: 'app.errors.timeout',
  'Failed to fetch': 'app.errors.network',
  'Network error while uploading': 'app.errors.network',
};

export const messageKeyFor = (message: string): string => knownMessageKeys[message] ?? message;
