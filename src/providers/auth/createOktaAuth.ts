import { OktaAuth } from '@okta/okta-auth-js/core';
import type { RuntimeConfig } from '../config.ts';
import type { OktaClient } from './authCore.ts';
import { buildOktaOptions } from './oktaOptions.ts';

export function createOktaAuth(config: RuntimeConfig, origin = window.location.origin): OktaClient {
  const okta = new OktaAuth(buildOktaOptions(config, origin));
  return okta satisfies OktaClient;
}
