// `npm start`: run the built server (dist/server/main.mjs) in this same process, so signals reach
// its graceful shutdown directly. In a checkout with the build tools installed, the browser app
// and the server are rebuilt first when their sources are newer than the build; a production
// install (npm ci --omit=dev) has no build tools and runs dist/ as it is
// (architecture/build-and-run.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { decideBuild, newestChange, outputTime } from './build-freshness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const serverBundle = join(root, 'dist/server/main.mjs');

const outputs = [
  {
    name: 'the browser app',
    output: join(root, 'dist/client/index.html'),
    sources: ['src/client', 'src/domain', 'locales', 'public', 'vite.config.ts', 'package-lock.json'],
    tool: join(root, 'node_modules/vite/bin/vite.js'),
    buildArgs: (tool) => [tool, 'build', '--logLevel', 'warn'],
  },
  {
    // The storefront pages rendered on the server (architecture/seo.md), from the same sources.
    name: 'the server render of the pages',
    output: join(root, 'dist/ssr/render-page.js'),
    sources: ['src/client', 'src/domain', 'locales', 'public', 'vite.config.ts', 'package-lock.json'],
    tool: join(root, 'node_modules/vite/bin/vite.js'),
    buildArgs: (tool) => [tool, 'build', '--ssr', 'ssr/render-page.tsx', '--logLevel', 'warn'],
  },
  {
    name: 'the server',
    output: serverBundle,
    // The bundle holds our code and the locales it imports; npm packages stay outside it.
    sources: ['src/server', 'src/domain', 'locales', 'package.json', 'tsconfig.json'],
    tool: join(root, 'node_modules/esbuild/package.json'),
    buildArgs: () => [join(root, 'src/server/cli/build-server.mjs')],
  },
];

const capitalised = (text) => `${text[0].toUpperCase()}${text.slice(1)}`;

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
    console.warn(`Some sources of ${name} are newer than its build; serving the build as it is (no build tools here).`);
  }
  if (decision === 'build') {
    console.log(`Building ${name} (sources changed since the last build)...`);
    const build = spawnSync(process.execPath, buildArgs(tool), { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error(`${capitalised(name)} failed to build; see the messages above.`);
      process.exit(build.status ?? 1);
    }
  }
}

// Stack traces name the TypeScript files and lines (dist/server/main.mjs.map); must precede the import.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
