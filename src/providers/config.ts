/** Public runtime configuration from `GET /api/config`: one build serves every environment. */
export interface RuntimeConfig {
  issuer: string;
  clientId: string;
  scopes: string[];
  redirectPath: string;
  logoutUrl: string;
  /** True when the server runs its embedded development OpenID provider under /idp. */
  devIdp: boolean;
  uploadMaxBytes: number;
  model: unknown;
}

export const CONFIG_URL = '/api/config';

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(CONFIG_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the application configuration (${response.status})`);
  const config = (await response.json()) as RuntimeConfig;
  if (!config.issuer || !config.clientId) throw new Error('The application configuration has no issuer or client id');
  return config;
}
