/**
 * The browser is redirected to result_url after the test payment. It comes from signed data, so it
 * is the shop's own; still, only http(s) URLs and same-origin paths are followed, so that a bug
 * upstream can never turn the callback into a `javascript:` or protocol-relative redirect.
 */
export const isSafeResultUrl = (url: string): boolean => {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};
