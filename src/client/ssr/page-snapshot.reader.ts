import { PAGE_SNAPSHOT_ELEMENT_ID, type PageSnapshot } from '../../domain/shop-api/page-snapshot.contract';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The snapshot a server-rendered page carries (architecture/seo.md), or null: no snapshot (the
 * server sent the empty shell), one for another path (the address changed since; the 404 page's
 * fits any address), or one this
 * build cannot read. Without it the app renders from scratch and asks the API, as before.
 */
export const readPageSnapshot = (doc: Document, pathname: string): PageSnapshot | null => {
  const text = doc.getElementById(PAGE_SNAPSHOT_ELEMENT_ID)?.textContent;
  if (text == null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  // A null pathname is the 404 page, the same at every unknown address of its language.
  if (!isObject(value) || (value.pathname !== pathname && value.pathname !== null)) return null;
  if (typeof value.renderedAt !== 'number') return null;
  return value as unknown as PageSnapshot;
};
