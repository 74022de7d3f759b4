import sharp, { type Sharp } from 'sharp';
import { bannerVariantWidths, checkBannerSize } from '../../../domain/banner/banner-picture.rule';
import {
  avifPays,
  checkDecodedPhoto,
  PHOTO_MAX_PIXELS,
  photoVariantWidths,
} from '../../../domain/menu/product-photo.rule';
import type {
  EncodedPhotoFile,
  PhotoProcessingOutcome,
  PhotoProcessorPort,
  StoredPhotoVariant,
} from '../../application/ports/product-photos.port';
import { contentHashedName } from './content-hashed-name';

// Quality where product photos look clean on a card; AVIF's effort 2 encodes a 960px photo in about
// a quarter of a second on one core, where the default takes seconds for a few percent.
const WEBP = { quality: 80, effort: 4 } as const;
const AVIF = { quality: 50, effort: 2 } as const;

/** The sizes one kind of picture is made at, and whether an upright picture is too small for its use. */
export interface PhotoSizing {
  readonly variantWidths: (uprightWidth: number) => readonly number[];
  readonly tooSmall: (size: { readonly width: number; readonly height: number }) => boolean;
}

/** Product photos: 320/640/960 (architecture/admin-menu.md, "Photos"); checkDecodedPhoto already refuses the small ones. */
export const PRODUCT_PHOTO_SIZING: PhotoSizing = { variantWidths: photoVariantWidths, tooSmall: () => false };

/** Banners: 640/1280/1920 and their own width, never upscaled (architecture/admin-banners.md). */
export const BANNER_PICTURE_SIZING: PhotoSizing = {
  variantWidths: bannerVariantWidths,
  tooSmall: (size) => !checkBannerSize(size).ok,
};

/**
 * Photos and banner pictures through sharp (libvips). Decoding and encoding run on libuv's thread pool, so the event
 * loop only hands the buffers over; the caller bounds how many photos are processed at once.
 * Nothing of the original's metadata (EXIF with its GPS position, XMP, ICC names) is written out:
 * sharp drops it unless asked to keep it, and the pixels are turned upright first.
 */
export class SharpPhotoProcessor implements PhotoProcessorPort {
  constructor(private readonly sizing: PhotoSizing = PRODUCT_PHOTO_SIZING) {}

  async process(bytes: Buffer): Promise<PhotoProcessingOutcome> {
    const input = (): Sharp => sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    let facts: { format: string; width: number; height: number };
    try {
      const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      // Orientations 5–8 turn the picture by a quarter: its upright width is the stored height.
      const turned = (metadata.orientation ?? 1) >= 5;
      facts = {
        format: metadata.format ?? '',
        width: turned ? metadata.height : metadata.width,
        height: turned ? metadata.width : metadata.height,
      };
    } catch {
      return { kind: 'refused', problem: 'not-an-image' };
    }
    const checked = checkDecodedPhoto(facts);
    if (!checked.ok) return { kind: 'refused', problem: checked.reason };
    if (this.sizing.tooSmall(facts)) return { kind: 'refused', problem: 'too-small' };

    const files: EncodedPhotoFile[] = [];
    const webp: StoredPhotoVariant[] = [];
    const avif: StoredPhotoVariant[] = [];
    try {
      for (const width of this.sizing.variantWidths(facts.width)) {
        const resized = (): Sharp => input().resize({ width, withoutEnlargement: true });
        const webpOut = await resized().webp(WEBP).toBuffer({ resolveWithObject: true });
        const webpFile: EncodedPhotoFile = {
          name: contentHashedName(webpOut.data, 'image/webp'),
          width: webpOut.info.width,
          height: webpOut.info.height,
          contentType: 'image/webp',
          bytes: webpOut.data,
        };
        files.push(webpFile);
        webp.push({ name: webpFile.name, width: webpFile.width, height: webpFile.height });
        const avifOut = await resized().avif(AVIF).toBuffer({ resolveWithObject: true });
        if (avifPays(avifOut.data.length, webpOut.data.length)) {
          const avifFile: EncodedPhotoFile = {
            name: contentHashedName(avifOut.data, 'image/avif'),
            width: avifOut.info.width,
            height: avifOut.info.height,
            contentType: 'image/avif',
            bytes: avifOut.data,
          };
          files.push(avifFile);
          avif.push({ name: avifFile.name, width: avifFile.width, height: avifFile.height });
        }
      }
    } catch {
      // The header read, the pixels did not (a truncated or corrupt file).
      return { kind: 'refused', problem: 'not-an-image' };
    }
    return { kind: 'processed', photo: { files, variants: { webp, avif } } };
  }
}
