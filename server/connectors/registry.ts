import { apaleoConnector } from './apaleo.ts';
import { googleReviewsConnector } from './google-reviews.ts';
import type { Connector, IntegrationKind } from './types.ts';
import { websiteConnector } from './website/index.ts';

/** The connector behind each integration kind. A new source is one module and one line here. */
export const connectors: Record<IntegrationKind, Connector> = {
  website: websiteConnector,
  pms: apaleoConnector,
  reviews: googleReviewsConnector,
};

export function connectorFor(kind: string): Connector | undefined {
  return (connectors as Record<string, Connector | undefined>)[kind];
}
