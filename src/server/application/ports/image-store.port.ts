/** The encoded formats uploaded pictures are stored in. */
export type StoredImageType = 'image/webp' | 'image/avif';

/** A stored image as served. */
export interface StoredImage {
  readonly contentType: StoredImageType;
  readonly bytes: Buffer;
}

/**
 * Where the bytes of uploaded pictures live (architecture/uploads.md). A name is derived from the
 * bytes (a hash and the format's extension), so one name always means the same bytes: storing the
 * same picture twice keeps one copy, and a name may be cached for ever. The rows that say which
 * product or banner shows which picture stay in the database and keep only the names.
 */
export interface ImageStorePort {
  /** Stores the bytes (once: a second put of the same bytes changes nothing) and answers their name. */
  put(bytes: Buffer, contentType: StoredImageType): Promise<string>;
  /** The image stored under a name; null when there is none (or the name is no image name). */
  get(name: string): Promise<StoredImage | null>;
  /** Forgets the image; nothing happens when there is none. */
  delete(name: string): Promise<void>;
}
