/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json), as far as it is read here. */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

export type ClientManifest = Readonly<Record<string, ManifestChunk>>;

/** The browser build's own entry (index.html's module script). */
const ENTRY = 'index.html';

const isChunk = (value: unknown): value is ManifestChunk =>
  typeof value === 'object' && value !== null && typeof (value as { file?: unknown }).file === 'string';

export const readClientManifest = (text: string): ClientManifest => {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) throw new Error('the client build manifest is not an object');
  return Object.fromEntries(Object.entries(value).filter(([, chunk]) => isChunk(chunk))) as ClientManifest;
};

/** What a server-rendered page needs from the build, as files under the client folder. */
export interface PageAssets {
  /** The entry first, then every module it and the page's lazy module import, each once. */
  readonly scripts: readonly string[];
  /** The entry's styles, then the page module's, in the order the browser would apply them. */
  readonly styles: readonly string[];
}

/**
 * The scripts and styles of the app's entry and of a page's lazy module with the chunks it imports
 * (statically: what it cannot run without), so the page can paint styled and hydrate without the
 * browser discovering them one import at a time. `pageModule` null: the entry alone (the 404 page).
 */
export const pageAssetsOf = (manifest: ClientManifest, pageModule: string | null): PageAssets => {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`the client build has no chunk for ${key}`);
    scripts.push(chunk.file);
    for (const file of chunk.css ?? []) if (!styles.includes(file)) styles.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ENTRY);
  if (pageModule !== null) visit(pageModule);
  return { scripts, styles };
};
