/**
 * Reason phrases for the statuses the product answers. HTTP/2 responses carry no status text,
 * so messages fall back to these instead of an empty string.
 */
const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const reasonPhrase = (status: number, statusText = ''): string => statusText || reasonPhrases[status] || `HTTP ${status}`;

/** Extracts a numeric HTTP status from an error thrown by the http client or react-admin. */
export const statusOf = (error: unknown): number | undefined => {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number') return status;
  }
  return undefined;
};

export const isClientError = (error: unknown): boolean => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};
