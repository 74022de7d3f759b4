// Brings each build output up to date before it is served (architecture/build-and-run.md): `npm
// start` calls it for the browser app, the server render and the server; the browser journeys'
// `npm run test:e2e` calls it once, with the demo, before Playwright starts a shop per worker, so
// the workers' shops never build side by side into one dist/. Run as a script:
// `node src/server/cli/ensure-built.mjs [--demo]`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decideBuild, newestChange, outputTime } from './build-freshness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const vite = join(root, 'node_modules/vite/bin/vite.js');
/** The server bundle that `npm start` runs once it is up to date. */
export const SERVER_BUNDLE = join(root, 'dist/server/main.mjs');
const browserSources = ['src/client', 'src/domain', 'locales', 'public', 'vite.config.ts', 'package-lock.json'];

const SHOP_OUTPUTS = [
  {
    name: 'the browser app',
    output: join(root, 'dist/client/index.html'),
    sources: browserSources,
    tool: vite,
    buildArgs: [vite, 'build', '--logLevel', 'warn'],
  },
  {
    // The storefront pages rendered on the server (architecture/seo.md), from the same sources.
    name: 'the server render of the pages',
    output: join(root, 'dist/ssr/render-page.js'),
    sources: browserSources,
    tool: vite,
    buildArgs: [vite, 'build', '--ssr', 'ssr/render-page.tsx', '--logLevel', 'warn'],
  },
  {
    name: 'the server',
    output: SERVER_BUNDLE,
    // The bundle holds our code and the locales it imports; npm packages stay outside it.
    sources: ['src/server', 'src/domain', 'locales', 'package.json', 'tsconfig.json'],
    tool: join(root, 'node_modules/esbuild/package.json'),
    buildArgs: [join(root, 'src/server/cli/build-server.mjs')],
  },
];

/** The shop in the browser alone (`npm run demo`, architecture/demo.md): built only when asked for. */
const DEMO_OUTPUT = {
  name: 'the demo',
  output: join(root, 'dist/demo/index.html'),
  sources: [...browserSources, 'src/server/adapters/database/seed/pictures'],
  tool: vite,
  buildArgs: [vite, 'build', '--mode', 'demo', '--logLevel', 'warn'],
};

const capitalised = (text) => `${text[0].toUpperCase()}${text.slice(1)}`;

/**
 * Builds what is missing or older than its sources when the build tools are installed; without
 * them (a production install) serves what exists. Exits the process when something cannot be
 * served or a build fails, saying why.
 */
export const ensureBuilt = ({ shop = true, demo = false } = {}) => {
  const outputs = [...(shop ? SHOP_OUTPUTS : []), ...(demo ? [DEMO_OUTPUT] : [])];
  for (const { name, output, sources, tool, buildArgs } of outputs) {
    const decision = decideBuild({
      outputTime: outputTime(output),
      newestSourceTime: Math.max(...sources.map((source) => newestChange(join(root, source)))),
      toolsInstalled: existsSync(tool),
      skipCheck: process.env.SKIP_BUILD === '1',
    });
    if (decision === 'missing') {
      console.error(
        `${capitalised(name)} has not been built (${output} is missing), and this install has no build tools ` +
          '(installed without dev dependencies). Run `npm run build` where `npm ci` installed everything, then copy dist/ here.',
      );
      process.exit(1);
    }
    if (decision === 'serve-stale') {
      console.warn(
        `Some sources of ${name} are newer than its build; serving the build as it is (no build tools here).`,
      );
    }
    if (decision === 'build') {
      console.log(`Building ${name} (sources changed since the last build)...`);
      const build = spawnSync(process.execPath, buildArgs, { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) {
        console.error(`${capitalised(name)} failed to build; see the messages above.`);
        process.exit(build.status ?? 1);
      }
    }
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  ensureBuilt({ shop: !args.includes('--demo-only'), demo: args.includes('--demo') || args.includes('--demo-only') });
}
