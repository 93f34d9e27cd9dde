import { describe, expect, it } from 'vitest';
import { forwardedAddress } from '../../server/auth/limits.ts';

describe('the client address sign-in limits count', () => {
  it('is the socket address unless proxies are trusted', () => {
    expect(forwardedAddress('10.0.0.5', '203.0.113.7', 0)).toBe('10.0.0.5');
    expect(forwardedAddress('10.0.0.5', undefined, 1)).toBe('10.0.0.5');
  });

  it('behind trusted proxies, reads X-Forwarded-For from the right, so a forged left part changes nothing', () => {
    expect(forwardedAddress('10.0.0.5', '203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedAddress('10.0.0.5', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedAddress('10.0.0.5', '6.6.6.6, 203.0.113.7, 10.0.0.9', 2)).toBe('203.0.113.7');
    expect(forwardedAddress('10.0.0.5', '203.0.113.7', 3)).toBe('203.0.113.7');
  });
});
