// What `npm start` does about one build output (the browser app or the server bundle) before the
// shop runs: rebuild it, serve it as it is, or stop because it cannot be served
// (architecture/build-and-run.md).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * 'build' when the output is missing or older than a source and the build tools are installed (a
 * checkout after `npm install`). A production install (`npm ci --omit=dev`) has no build tools:
 * it serves the output it was given ('serve', or 'serve-stale' when a source looks newer, e.g.
 * files copied after the build) and only refuses ('missing') when there is nothing to serve.
 * `skipCheck` (SKIP_BUILD=1) serves whatever exists without comparing.
 */
export const decideBuild = ({ outputTime, newestSourceTime, toolsInstalled, skipCheck }) => {
  if (outputTime === null) return toolsInstalled ? 'build' : 'missing';
  if (skipCheck || newestSourceTime <= outputTime) return 'serve';
  return toolsInstalled ? 'build' : 'serve-stale';
};

/** The newest modification time under `path` (0 when it does not exist). */
export const newestChange = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
};

/** The modification time of a build output, or null when it has not been built. */
export const outputTime = (path) => (existsSync(path) ? statSync(path).mtimeMs : null);
