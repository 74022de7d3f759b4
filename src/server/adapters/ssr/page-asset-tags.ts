import { APP_SCRIPTS_ATTRIBUTE, DEFERRED_APP_START } from '../../../domain/shop-api/deferred-app-start.contract';

/** A stylesheet could end an inline <style> early only by holding this. */
const STYLE_END = /<\/style/i;

/**
 * The head tags that let a server-rendered page paint from its HTML alone (architecture/performance.md,
 * "Lighthouse on the menu pages"): its styles inline, so the first paint waits for no other request,
 * and the starter that asks for the app's scripts once the first screen has painted. File names are
 * the build's hashed ones and need no escaping.
 */
export const pageAssetTags = (css: string, scripts: readonly string[]): string => {
  if (STYLE_END.test(css)) throw new Error('a built stylesheet holds "</style" and cannot be inlined');
  const files = scripts.map((file) => `/${file}`).join(' ');
  return `<style>${css}</style><script ${APP_SCRIPTS_ATTRIBUTE}="${files}">${DEFERRED_APP_START}</script>`;
};
