import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';

// One config for the browser build, the server bundle (`vite build --ssr`) and the tests.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [
          wyw({ include: ['src/client/ui/**/*.{ts,tsx}'] }),
        ]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', emptyOutDir: true }
    : { outDir: 'dist/client', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/property/**/*.test.ts', 'test/integration/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    css: true,
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
