// Unit test setup: jsdom extras shared by every front-end test.
import { afterEach } from 'vitest';
import { installMatchMedia, resetMatchMedia } from './support/matchMedia.ts';

// MUI's useMediaQuery and the theme's "system" mode need matchMedia; tests may still stub their own.
if (typeof window !== 'undefined') {
  installMatchMedia();
  afterEach(() => resetMatchMedia());
}
