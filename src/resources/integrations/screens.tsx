import type { ScreenOverrides } from '../builders/overrides.ts';
import { IntegrationsPage } from './IntegrationsPage.tsx';

/** Replaces the generic list: the Integrations screen is a dashboard, not a plain table. */
export const overrides = { list: IntegrationsPage } satisfies ScreenOverrides;
