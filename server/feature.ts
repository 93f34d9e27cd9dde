import type { Hono } from 'hono';
import type { ResourceDeclaration } from '../src/resources/types.ts';
import type { GiveUpHandler, JobHandler } from './jobs/types.ts';
import type { ResourceHooks } from './resources/hooks.ts';
import type { PathItem } from './resources/openapi-resources.ts';
import type { Migration } from './resources/schema.ts';
import type { AppContext, AppEnv } from './types.ts';

type Routes = (ctx: AppContext) => Hono<AppEnv>;

/**
 * A feature's front door: everything it plugs into the engines. Each feature folder exports one
 * (`server/<feature>/feature.ts`), `server/features.ts` lists them, and the engines (resource
 * routes, job workers, OpenAPI, migrations) receive what they need from that list: no engine
 * imports a feature, and adding a feature is its folder plus one line.
 */
export interface Feature {
  name: string;
  /** Behaviour added to declared resources' generic routes, by resource name. */
  resourceHooks?: Record<string, ResourceHooks>;
  jobs?: {
    /** Job kinds this feature runs. */
    handlers?: Record<string, JobHandler>;
    /** Clean-up when a job of the kind is failed for good, so its subject does not wait forever. */
    giveUp?: Record<string, GiveUpHandler>;
    /** Releases long-lived things handlers keep (OCR engine, parser threads) when workers stop. */
    stop?: () => Promise<void>;
  };
  /** Tables the feature owns beyond its declared resources (whose tables come from declarations). */
  migrations?: readonly Migration[];
  /** Under /api, before the body and overload guards: answers even when the server is busy. */
  openRoutes?: Routes;
  /** Under /api, without the session check: the routes check what they need themselves. */
  publicRoutes?: Routes;
  /** Under /api, behind the session check, before the generic resource routes. */
  routes?: Routes;
  /** Outside /api (e.g. a script other sites embed). */
  siteRoutes?: Routes;
  /**
   * OpenAPI path items of its /api routes (paths relative to /api). Merged per method over the
   * paths derived from the declarations, so a feature may also replace one generated operation.
   */
  openapi?: (decls: readonly ResourceDeclaration[]) => Record<string, PathItem>;
}

/** What the engines need, gathered from the feature list; two features claiming one name is a boot error. */
export function assemble(features: readonly Feature[]) {
  const resourceHooks: Record<string, ResourceHooks> = {};
  const jobHandlers: Record<string, JobHandler> = {};
  const giveUpHandlers: Record<string, GiveUpHandler> = {};
  const claim = <T>(into: Record<string, T>, what: string, from: Record<string, T> | undefined, feature: string) => {
    for (const [key, value] of Object.entries(from ?? {})) {
      if (key in into) throw new Error(`Feature "${feature}": ${what} "${key}" is already taken by another feature`);
      into[key] = value;
    }
  };
  const names = new Set<string>();
  for (const f of features) {
    if (names.has(f.name)) throw new Error(`Two features are named "${f.name}"`);
    names.add(f.name);
    claim(resourceHooks, 'resource hooks for', f.resourceHooks, f.name);
    claim(jobHandlers, 'job kind', f.jobs?.handlers, f.name);
    claim(giveUpHandlers, 'give-up handler for', f.jobs?.giveUp, f.name);
  }
  const stoppers = features.flatMap((f) => (f.jobs?.stop ? [f.jobs.stop] : []));
  return {
    resourceHooks,
    jobHandlers,
    giveUpHandlers,
    stopJobResources: async () => void (await Promise.allSettled(stoppers.map((stop) => stop()))),
    migrations: features.flatMap((f) => f.migrations ?? []),
    openapi: (decls: readonly ResourceDeclaration[]) => features.map((f) => f.openapi?.(decls) ?? {}),
  };
}
