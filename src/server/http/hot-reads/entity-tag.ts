/**
 * If-None-Match against a weak ETag (W/"…"): a browser may send it back weak or strong, alone or
 * in a list, or '*'. Weak comparison is what a conditional GET asks for (RFC 9110 §13.1.2).
 */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (ifNoneMatch === undefined) return false;
  const bare = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === bare || candidate === `W/${bare}`;
  });
};
