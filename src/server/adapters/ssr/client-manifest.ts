/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json), as far as it is read here. */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

export type ClientManifest = Readonly<Record<string, ManifestChunk>>;

/** The browser build's own entry: its scripts and styles are in index.html already. */
const ENTRY = 'index.html';

const isChunk = (value: unknown): value is ManifestChunk =>
  typeof value === 'object' && value !== null && typeof (value as { file?: unknown }).file === 'string';

export const readClientManifest = (text: string): ClientManifest => {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) throw new Error('the client build manifest is not an object');
  return Object.fromEntries(Object.entries(value).filter(([, chunk]) => isChunk(chunk))) as ClientManifest;
};

/**
 * The <link>s a server-rendered page needs before its scripts run: the styles of its lazy page
 * module and of the chunks it imports (the page paints styled), and those scripts as module
 * preloads (the browser fetches them while parsing, not after the entry asked). What the entry
 * already loads is left out. Built from hashed file names, which need no escaping.
 */
export const pageAssetTags = (manifest: ClientManifest, pageModule: string): string => {
  const entryChunks = new Set([ENTRY, ...(manifest[ENTRY]?.imports ?? [])]);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || entryChunks.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) return;
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(pageModule);
  if (!seen.has(pageModule) || manifest[pageModule] === undefined)
    throw new Error(`the client build has no chunk for ${pageModule}`);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
};
