// `npm start`: build the browser app when its sources are newer than the last build, then run the
// server in this same process (so signals reach its graceful shutdown directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const builtIndex = join(root, 'dist/client/index.html');
// The server render of the storefront pages (architecture/seo.md), built after the browser app.
const builtRender = join(root, 'dist/ssr/render-page.js');
const clientSources = ['src/client', 'src/domain', 'locales', 'public', 'vite.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function clientBuildIsStale() {
  if (!existsSync(builtIndex) || !existsSync(builtRender)) return true;
  const builtAt = Math.min(statSync(builtIndex).mtimeMs, statSync(builtRender).mtimeMs);
  return clientSources.some((source) => newestChange(join(root, source)) > builtAt);
}

if (process.env.SKIP_CLIENT_BUILD !== '1' && clientBuildIsStale()) {
  console.log('Building the browser app (sources changed since the last build)...');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const viteBuild = (...args) => spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], { cwd: root, stdio: 'inherit' });
  const client = viteBuild();
  const build = client.status === 0 ? viteBuild('--ssr', 'ssr/render-page.tsx') : client;
  if (build.status !== 0) {
    console.error('The browser app failed to build; see the messages above.');
    process.exit(build.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'src/server/main.ts'));
