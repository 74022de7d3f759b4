/** One encoded size of a photo as stored: the file's name (a hash of its bytes and its extension). */
export interface StoredPhotoVariant {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** Every size of one uploaded photo, narrowest first (architecture/admin-menu.md, "Photos"). */
export interface StoredPhotoVariants {
  readonly webp: readonly StoredPhotoVariant[];
  readonly avif: readonly StoredPhotoVariant[];
}
