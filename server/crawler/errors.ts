/**
 * A crawl problem whose message is written for the person who added the source: it is stored on
 * the integration as its `error` and shown in the UI, so it says what happened and what to do.
 */
export class CrawlError extends Error {
  constructor(
    message: string,
    /** Machine-readable reason, for logs and tests. */
    readonly code: CrawlErrorCode,
  ) {
    super(message);
  }
}

export type CrawlErrorCode =
  | 'blocked_address'
  | 'bad_scheme'
  | 'bad_url'
  | 'dns'
  | 'network'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'robots'
  | 'http_status'
  | 'empty'
  | 'aborted';
