import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { compression } from 'vite-plugin-compression2';

// The top level holds only the fixed project files, so the browser app's index.html lives in
// src/client and Vite's root moves there; every other path is anchored at the repository instead.
const repo = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// Test files that render components: they need the React and Linaria plugins and a DOM.
const UI_TESTS = ['test/unit/client/ui/**/*.test.{ts,tsx}', 'test/unit/client/**/*.component.test.tsx'];

const SHARED_TEST_OPTIONS = {
  setupFiles: ['test/setup.ts'],
  environment: 'node',
  hookTimeout: 60_000,
  // A fresh worker per file cost ~0.5 s of start-up and re-imports each: 38 s for the domain's
  // 69 files, whose tests run in 1.4 s. Test files leave no global state behind (the integration
  // files stop their servers in afterAll), so workers are reused.
  isolate: false,
};

// The demo's product pictures and banners are the seed's own committed files (`npm run seed:art`,
// architecture/demo.md): one copy for both. Only the demo's build carries them, at /demo/; its dev
// server serves them from the folder.
const SEED_PICTURES = repo('./src/server/adapters/database/seed/pictures');
const PICTURE_NAME = /^\/([a-z0-9][a-z0-9.-]*\.svg)$/;
const demoPictures = (): Plugin => ({
  name: 'demo-pictures',
  configureServer(server) {
    server.middlewares.use('/demo', (request, response, next) => {
      const name = PICTURE_NAME.exec(request.url ?? '')?.[1];
      const path = name === undefined ? null : join(SEED_PICTURES, name);
      if (path === null || !existsSync(path)) return next();
      response.setHeader('content-type', 'image/svg+xml');
      response.end(readFileSync(path));
    });
  },
  generateBundle() {
    for (const name of readdirSync(SEED_PICTURES))
      this.emitFile({ type: 'asset', fileName: `demo/${name}`, source: readFileSync(join(SEED_PICTURES, name)) });
  },
});

const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: repo('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: repo('./node_modules/react-router/dist/production/dom-export.mjs') },
];

// The dev server and the preview pass /api to a shop running locally (npm start). The demo has no
// server to ask: a call to /api there would be a mistake, and fails as one.
const apiProxy = (mode: string): Record<string, string> => (mode === 'demo' ? {} : { '/api': 'http://127.0.0.1:3000' });

// One config for the browser build, the dev server and the tests. `vite build --ssr` (npm run
// build) also bundles the browser app's server render (src/client/ssr/render-page.tsx) into
// dist/ssr, which the shop's server loads to send pages with their content (architecture/seo.md).
// The server itself is built by esbuild (src/server/cli/build-server.mjs, architecture/build-and-run.md).
// `--mode demo` (npm run demo) builds the demo: the shop running in the browser alone, on the demo's
// adapters (src/client/di/demo-adapters.binding.ts), into dist/demo, served by `vite preview` with
// nothing behind it (architecture/demo.md).
export default defineConfig(({ command, isSsrBuild = false, mode }) => ({
  root: repo('./src/client'),
  // React Router's package exports only its development build (with its dev warnings). A build of
  // the shop takes the production one beside it, which leaves those out (architecture/performance.md).
  ...(command === 'build' ? { resolve: { alias: REACT_ROUTER_PRODUCTION } } : {}),
  publicDir: repo('./public'),
  envDir: repo('.'),
  plugins: [
    react(),
    // Linaria's zero-runtime CSS: only the UI layer declares styles, so only it is evaluated.
    wyw({ include: [repo('./src/client/ui/**/*.{ts,tsx}')] }),
    ...(mode === 'demo' && !isSsrBuild ? [demoPictures()] : []),
    // Brotli and gzip copies of every script, style and text file from 256 bytes (the bundler's
    // runtime chunk is 726), made once at build time; the server sends the smallest one the
    // browser accepts (client-static.plugin.ts).
    ...(isSsrBuild || mode === 'demo'
      ? []
      : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 256, logLevel: 'silent' })]),
  ],
  // The demo's build chooses its adapters at build time: the shop's build never loads them.
  define:
    mode === 'demo' ? { 'import.meta.env.VITE_ADAPTERS': JSON.stringify('demo') } : ({} as Record<string, string>),
  build: {
    outDir: repo(mode === 'demo' ? './dist/demo' : isSsrBuild ? './dist/ssr' : './dist/client'),
    emptyOutDir: true,
    // .vite/manifest.json: which script and styles each page's chunk needs, for the server render's
    // <link>s. The server never serves it (dot folders are not served).
    manifest: !isSsrBuild,
    // Every browser we serve has <link rel="modulepreload">: the polyfill was half a kilobyte of
    // every page's first script for browsers from before 2023, which still work, only unpreloaded.
    modulePreload: { polyfill: false },
    // The server render (entry given on the command line, from the root) is plain ESM; the public
    // files are the browser build's.
    ...(isSsrBuild ? { copyPublicDir: false } : {}),
    rolldownOptions: {
      output: {
        // The server render is one file, so the server can load a rebuilt one afresh (by a new URL)
        // without its chunks still importing the old one.
        // Libraries change far less often than the shop: separate chunks stay cached across deploys.
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                // Only the libraries every page runs, React's included, in one chunk: they change far
                // less often than the shop, so it stays cached across deploys (one request, not two).
                // A library only the admin area or the order form uses (class-validator, the maps
                // loader) goes with the chunk that needs it; axios loads with the first API request
                // (axios-http-client.ts), which a server-rendered menu page does not make.
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|mobx|mobx-react-lite|i18next|react-i18next|inversify|@inversifyjs|reflect-metadata|dayjs|@linaria|@emotion|use-sync-external-store)[\\/]/,
                },
                // The app's own modules a page runs at start, in one chunk: left to the automatic
                // chunking, the small modules the start shares with the order form or the admin
                // area became a dozen chunks of a few hundred bytes, each a request of its own.
                { name: 'app', test: /[\\/]src[\\/]/, tags: ['$initial'] },
              ],
            },
      },
    },
  },
  // The server render carries its libraries (React, MobX, inversify, ...): they are the browser
  // app's, installed only as devDependencies, and production installs dependencies only
  // (architecture/build-and-run.md).
  ssr: { noExternal: true },
  server: { proxy: apiProxy(mode) },
  preview: { proxy: apiProxy(mode) },
  test: {
    // Vite's root is src/client; tests and their setup are found from the repository root.
    root: repo('.'),
    // Vitest would use one worker on a 2-core machine; the integration files mostly wait for
    // PostgreSQL and child processes, so two overlap well. Three were faster on a quiet machine
    // but starved process starts when another heavy job shared the cores.
    maxWorkers: 2,
    // One project per kind of test (architecture/layers.md, "The quick loop"). Only `ui` extends
    // this file, so only it gets the React and Linaria (wyw-in-js) plugins: the other projects
    // import no component, and their files go through Vite's plain TypeScript transform.
    // `npm run test:fast` runs domain, client and server.
    projects: [
      {
        test: {
          ...SHARED_TEST_OPTIONS,
          name: 'domain',
          include: ['test/unit/domain/**/*.test.ts', 'test/property/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // Use cases, view-models and adapters of the browser app, without React or a DOM (the
        // few adapters that need a DOM say so with `// @vitest-environment jsdom`).
        test: {
          ...SHARED_TEST_OPTIONS,
          name: 'client',
          include: ['test/unit/client/**/*.test.{ts,tsx}'],
          exclude: UI_TESTS,
          testTimeout: 20_000,
        },
      },
      {
        // The server's use cases, policies, routes and adapters with in-memory fakes: no database.
        test: {
          ...SHARED_TEST_OPTIONS,
          name: 'server',
          include: ['test/unit/server/**/*.test.ts', 'test/unit/bench/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        // Components and whole-app renders: React, Linaria's CSS and a DOM.
        test: {
          ...SHARED_TEST_OPTIONS,
          name: 'ui',
          include: UI_TESTS,
          environment: 'jsdom',
          css: true,
          // A whole-app test signs in, moves through several lazy routes and signs out: on a 2-core
          // machine shared with other test runs (load 15+) one took 26 s with every wait in it
          // answered in time. Each wait inside keeps its own 5 s limit (test/setup.ts).
          testTimeout: 60_000,
        },
      },
      {
        // These start real PostgreSQL servers and shop processes: quiet, a start takes 1-3 s; with
        // another test run sharing the two cores, starts took over 20 s.
        test: {
          ...SHARED_TEST_OPTIONS,
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // One embedded PostgreSQL and one demo-shop template per server for the whole run.
          globalSetup: ['test/integration/support/run-databases.global-setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
}));
