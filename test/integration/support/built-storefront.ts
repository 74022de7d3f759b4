import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
/** The real browser build (dist/client) with the server render beside it (dist/ssr). */
export const BUILT_CLIENT_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));
const BUILT = [
  fileURLToPath(new URL('../../../dist/ssr/render-page.js', import.meta.url)),
  `${BUILT_CLIENT_DIR}/.vite/manifest.json`,
];

/**
 * Server rendering needs `npm run build`'s output (architecture/seo.md); tests of it build once
 * when there is none, as `npm start` does. A build already there is used as it is.
 */
export const ensureStorefrontBuilt = (): void => {
  if (BUILT.every((path) => existsSync(path))) return;
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: repo,
    stdio: 'inherit',
    env: buildEnvironment(),
  });
  if (build.status !== 0) throw new Error('npm run build failed: the server render cannot be tested');
};

/**
 * The environment `npm run build` gets from a shell, not the test worker's: with vitest's
 * NODE_ENV=test and VITEST variables, Linaria builds test-mode class names the server render does
 * not have, and every later journey on that build would see hydration mismatches.
 */
const buildEnvironment = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST') && key !== 'TEST'),
  );
