import { expect } from 'vitest';
import type { TestServer } from './harness.ts';

/** JSON calls with a product token, answering status and body (no throwing: tests look at both). */
export function caller(t: TestServer, token: string) {
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const res = await fetch(`${t.api}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

export type Call = ReturnType<typeof caller>;

/** A member token with the given role in the property. */
export async function memberToken(t: TestServer, propertyId: string, email: string, role: 'admin' | 'staff'): Promise<string> {
  const token = await t.tokenFor(propertyId, email);
  await t.db.query(`UPDATE memberships SET role = $3 WHERE user_id = $1 AND property_id = $2`, [`u-${email}`, propertyId, role]);
  return token;
}

/** Polls the job until it is done (or failed), as the UI does. */
export async function jobDone(call: Call, jobId: number, timeoutMs = 60_000): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await call('GET', `/jobs/${jobId}`);
    expect(status).toBe(200);
    if (body.state === 'done' || body.state === 'failed') return body;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${body.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
