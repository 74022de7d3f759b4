import { readFile, stat } from 'node:fs/promises';

/**
 * dist/client/index.html, re-read only when the file changes (a rebuild while the shop runs),
 * answered from memory otherwise. Null while the client has not been built.
 */
export class IndexHtml {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly path: string) {}

  async read(): Promise<string | null> {
    const info = await stat(this.path).catch(() => null);
    if (info === null || !info.isFile()) return null;
    if (this.cached === null || this.cached.mtimeMs !== info.mtimeMs) {
      this.cached = { mtimeMs: info.mtimeMs, html: await readFile(this.path, 'utf8') };
    }
    return this.cached.html;
  }
}
