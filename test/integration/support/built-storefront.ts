import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
/** The real browser build (dist/client) with the server render beside it (dist/ssr). */
export const BUILT_CLIENT_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));
const BUILT = [fileURLToPath(new URL('../../../dist/ssr/render-page.js', import.meta.url)), `${BUILT_CLIENT_DIR}/.vite/manifest.json`];

/**
 * Server rendering needs `npm run build`'s output (architecture/seo.md); tests of it build once
 * when there is none, as `npm start` does. A build already there is used as it is.
 */
export const ensureStorefrontBuilt = (): void => {
  if (BUILT.every((path) => existsSync(path))) return;
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repo, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed: the server render cannot be tested');
};
