import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const api = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * First load (bench/bundle.ts): our own modules have no import-time side effects, so a barrel such
 * as resources/builders/index.tsx does not drag every screen's code into the entry chunk; main.tsx
 * is the one module that runs for its effect. A module whose exports are used is still kept whole.
 */
const srcSideEffects = (id: string) => !/\/src\//.test(id) || /\/src\/main\.tsx$/.test(id);

const reactRouter = `${import.meta.dirname}/node_modules/react-router/dist/production`;

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    // react-router's default export condition is its development build (warnings, checks);
    // the production build it ships beside it is what a built app should carry.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouter}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouter}/dom-export.mjs` },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/idp': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: { treeshake: { moduleSideEffects: srcSideEffects } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
