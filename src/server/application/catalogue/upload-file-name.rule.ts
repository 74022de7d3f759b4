/** Image types the shop serves from DATA_DIR/uploads, with the Content-Type each is sent with. */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

// One path segment of plain characters: no slashes, no leading dot, no '..', nothing to escape.
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.([A-Za-z0-9]+)$/;
const MAX_NAME_LENGTH = 128;

/** The Content-Type of a safe upload name, or null when the name must not be served or stored. */
export const uploadContentType = (name: string): string | null => {
  if (name.length > MAX_NAME_LENGTH) return null;
  const match = SAFE_NAME.exec(name);
  if (match === null) return null;
  return UPLOAD_CONTENT_TYPES[(match[2] ?? '').toLowerCase()] ?? null;
};

export const isSafeUploadName = (name: string): boolean => uploadContentType(name) !== null;
