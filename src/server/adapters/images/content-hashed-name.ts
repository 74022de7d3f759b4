import { createHash } from 'node:crypto';
import type { StoredImageType } from '../../application/ports/image-store.port';

const EXTENSIONS: Readonly<Record<StoredImageType, string>> = { 'image/webp': 'webp', 'image/avif': 'avif' };

/** `{32 hex}.webp|avif`: the only names an image store answers or accepts. */
export const IMAGE_NAME = /^([0-9a-f]{32})\.(webp|avif)$/;

/** The first 32 hex digits of the bytes' SHA-256 and the format's extension: equal bytes, equal name. */
export const contentHashedName = (bytes: Buffer, contentType: StoredImageType): string =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${EXTENSIONS[contentType]}`;

/** The type a valid image name stands for; null for any other name (paths, dots, other extensions). */
export const imageTypeOfName = (name: string): StoredImageType | null => {
  const match = IMAGE_NAME.exec(name);
  if (match === null) return null;
  return match[2] === 'avif' ? 'image/avif' : 'image/webp';
};
