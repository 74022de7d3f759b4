import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderModule, PageRenderRequest } from '../../../domain/shop-api/page-snapshot.contract';
import type { PageRendererPort, RenderedPageBody } from '../../application/ports/page-renderer.port';
import { pageAssetsOf, readClientManifest, type ClientManifest } from './client-manifest';
import { pageAssetTags } from './page-asset-tags';

export interface BuiltPageRendererPaths {
  /** dist/ssr/render-page.js, made by `vite build --ssr`. */
  readonly renderModule: string;
  /** dist/client/.vite/manifest.json, made by the browser build. */
  readonly clientManifest: string;
  /** dist/client: the files the manifest names, whose styles a page carries inline. */
  readonly clientDir: string;
}

interface Loaded {
  readonly version: string;
  readonly module: Promise<PageRenderModule>;
  readonly manifest: Promise<ClientManifest>;
  /** The built stylesheets read so far, by file: a build's files never change. */
  readonly styles: Map<string, Promise<string>>;
}

/**
 * The browser app's server render as `npm run build` left it in dist/ (architecture/seo.md),
 * imported on first use and again after a rebuild (the files' times change), like index.html.
 * A missing or broken build throws; the caller then sends the page without its content.
 */
export class BuiltPageRenderer implements PageRendererPort {
  private loaded: Loaded | null = null;

  constructor(private readonly paths: BuiltPageRendererPaths) {}

  async render(request: PageRenderRequest): Promise<RenderedPageBody | null> {
    const loaded = await this.load();
    const rendered = await (await loaded.module).renderPage(request);
    if (rendered === null) return null;
    const assets = pageAssetsOf(await loaded.manifest, rendered.pageModule);
    const css = (await Promise.all(assets.styles.map((file) => this.style(loaded, file)))).join('\n');
    return {
      rootHtml: rendered.html,
      headHtml: `${pageAssetTags(css, assets.scripts)}${rendered.head}`,
      readClock: rendered.readClock,
      problems: rendered.problems,
    };
  }

  private async load(): Promise<Loaded> {
    const [moduleInfo, manifestInfo] = await Promise.all([
      stat(this.paths.renderModule),
      stat(this.paths.clientManifest),
    ]);
    const version = `${moduleInfo.mtimeMs}-${manifestInfo.mtimeMs}`;
    if (this.loaded?.version !== version) {
      const url = `${pathToFileURL(this.paths.renderModule).href}?v=${encodeURIComponent(version)}`;
      const module = import(url).then(asRenderModule);
      const manifest = readFile(this.paths.clientManifest, 'utf8').then(readClientManifest);
      // A failed load is tried again on the next render rather than kept.
      const loaded: Loaded = { version, module, manifest, styles: new Map() };
      this.loaded = loaded;
      Promise.all([module, manifest]).catch(() => {
        if (this.loaded === loaded) this.loaded = null;
      });
    }
    return this.loaded;
  }

  private style(loaded: Loaded, file: string): Promise<string> {
    let text = loaded.styles.get(file);
    if (text === undefined) {
      text = readFile(join(this.paths.clientDir, file), 'utf8');
      const reading = text;
      loaded.styles.set(file, reading);
      reading.catch(() => loaded.styles.delete(file));
    }
    return text;
  }
}

const asRenderModule = (value: unknown): PageRenderModule => {
  const renderPage = (value as { renderPage?: unknown } | null)?.renderPage;
  if (typeof renderPage !== 'function') throw new Error('the server render module exports no renderPage');
  return value as PageRenderModule;
};
