import { readFile, stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { PageRenderModule, PageRenderRequest } from '../../../domain/shop-api/page-snapshot.contract';
import type { PageRendererPort, RenderedPageBody } from '../../application/ports/page-renderer.port';
import { pageAssetTags, readClientManifest, type ClientManifest } from './client-manifest';

export interface BuiltPageRendererPaths {
  /** dist/ssr/render-page.js, made by `vite build --ssr`. */
  readonly renderModule: string;
  /** dist/client/.vite/manifest.json, made by the browser build. */
  readonly clientManifest: string;
}

interface Loaded {
  readonly version: string;
  readonly module: Promise<PageRenderModule>;
  readonly manifest: Promise<ClientManifest>;
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
    const { module, manifest } = await this.load();
    const rendered = await (await module).renderPage(request);
    if (rendered === null) return null;
    return {
      rootHtml: rendered.html,
      headHtml: `${rendered.pageModule === null ? '' : pageAssetTags(await manifest, rendered.pageModule)}${rendered.head}`,
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
      const loaded: Loaded = { version, module, manifest };
      this.loaded = loaded;
      Promise.all([module, manifest]).catch(() => {
        if (this.loaded === loaded) this.loaded = null;
      });
    }
    return this.loaded;
  }
}

const asRenderModule = (value: unknown): PageRenderModule => {
  const renderPage = (value as { renderPage?: unknown } | null)?.renderPage;
  if (typeof renderPage !== 'function') throw new Error('the server render module exports no renderPage');
  return value as PageRenderModule;
};
