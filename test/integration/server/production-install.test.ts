import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuDto } from '../../../src/domain/shop-api/catalog.contract';
import { buildServer } from '../../../src/server/cli/build-server.mjs';
import { copyTemplateCluster } from '../support/embedded-template';
import { exitWithin, spawnShop, waitUntilHealthy, type ShopProcess } from '../support/shop-process';
import { makeTempDir, removeDir } from '../support/temp-dir';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLI = ['start.mjs', 'ensure-built.mjs', 'build-freshness.mjs'];
// Stands in for Vite's output: this test is about the server, and a real browser build takes a minute.
const INDEX_HTML = '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>';
// Stands in for `vite build --ssr` the same way: a page it cannot render goes out as the shell with
// its head (architecture/seo.md), which is all this test reads of a page.
const RENDER_MODULE = "export const renderPage = () => { throw new Error('no server render in this test'); };\n";

/**
 * A copy of the shop laid out as a production install: the start script, the server built into
 * dist/, and a node_modules that holds only package.json's "dependencies" (linked to this
 * checkout's copies), so no Vite, esbuild or tsx. `npm start` there must run the build without
 * building, and every package the bundle imports must be found (architecture/build-and-run.md).
 */
const layOutProductionInstall = async (root: string, options: { built: boolean }): Promise<void> => {
  await mkdir(join(root, 'src/server/cli'), { recursive: true });
  for (const file of CLI) await cp(join(REPO_ROOT, 'src/server/cli', file), join(root, 'src/server/cli', file));
  const manifest = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const name of Object.keys(manifest.dependencies)) {
    await mkdir(dirname(join(root, 'node_modules', name)), { recursive: true });
    await symlink(join(REPO_ROOT, 'node_modules', name), join(root, 'node_modules', name), 'dir');
  }
  if (!options.built) return;
  await buildServer({ outDir: join(root, 'dist/server') });
  await mkdir(join(root, 'dist/client'), { recursive: true });
  await writeFile(join(root, 'dist/client/index.html'), INDEX_HTML);
  await mkdir(join(root, 'dist/ssr'), { recursive: true });
  await writeFile(join(root, 'dist/ssr/render-page.js'), RENDER_MODULE);
};

describe('a production install (npm ci --omit=dev) with a built dist/', () => {
  let root = '';
  let dataDir = '';
  let shop: ShopProcess | null = null;

  beforeAll(async () => {
    root = await makeTempDir('production-install');
    dataDir = await makeTempDir('production-data');
    // The migrations and the demo seed still run from the bundle; only initdb is skipped.
    await Promise.all([layOutProductionInstall(root, { built: true }), copyTemplateCluster(dataDir)]);
    shop = await spawnShop({
      dataDir,
      server: { startScript: join(root, 'src/server/cli/start.mjs'), cwd: root },
      env: { LOG_LEVEL: 'warn', ADMIN_LOGIN: 'prod-admin', ADMIN_PASSWORD: 'prod-password-1' },
    });
    await waitUntilHealthy(shop, 60_000);
  });
  afterAll(async () => {
    await shop?.killGroup();
    await removeDir(dataDir);
    await removeDir(root);
  });

  const running = (): ShopProcess => {
    if (shop === null) throw new Error('The shop did not start');
    return shop;
  };

  it('starts the bundled server without building, and serves the seeded demo menu', async () => {
    expect(running().output()).not.toContain('Building');
    const menu = (await (await fetch(`${running().baseUrl}/api/menu?cityId=1`)).json()) as MenuDto;
    expect(menu.categories.flatMap((category) => category.products).length).toBeGreaterThan(10);
  });

  it('seeds the demo pictures from beside the bundle (no src/ folder), without the painter in the bundle', async () => {
    const picture = await fetch(`${running().baseUrl}/api/uploads/burger-classic.svg`);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toContain('<svg');
    const bundle = await readFile(join(root, 'dist/server/main.mjs'), 'utf8');
    expect(bundle).not.toContain('renderProductArt');
  });

  it('ships a source map, so stack traces name the TypeScript files', async () => {
    const bundle = await readFile(join(root, 'dist/server/main.mjs'), 'utf8');
    expect(bundle.trimEnd().endsWith('//# sourceMappingURL=main.mjs.map')).toBe(true);
    const map = JSON.parse(await readFile(join(root, 'dist/server/main.mjs.map'), 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('src/server/composition/open-database.ts'))).toBe(true);
  });

  it('writes a page head from the translations bundled into the server', async () => {
    const page = await fetch(`${running().baseUrl}/en/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="en"');
  });

  it('stops gracefully on SIGTERM with exit code 0', async () => {
    running().signal('SIGTERM');
    const exit = await exitWithin(running(), 30_000);
    expect(exit, running().output()).toEqual({ code: 0, signal: null });
  });
});

describe('a production install without a built dist/', () => {
  it('refuses to start and says where to build, instead of reaching for build tools it lacks', async () => {
    const root = await makeTempDir('production-unbuilt');
    const dataDir = await makeTempDir('production-unbuilt-data');
    try {
      await layOutProductionInstall(root, { built: false });
      const shop = await spawnShop({
        dataDir,
        server: { startScript: join(root, 'src/server/cli/start.mjs'), cwd: root },
      });
      const exit = await exitWithin(shop, 10_000);
      expect(exit).toEqual({ code: 1, signal: null });
      expect(shop.output()).toContain('Run `npm run build`');
    } finally {
      await removeDir(dataDir);
      await removeDir(root);
    }
  });
});
