import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { srcSetOf, widestVariant, type ProductPhotoDto } from '../../../domain/shop-api/product-photo.contract';

// The <picture> takes no box of its own: the <img> inside is laid out as if it stood alone, so
// the styles written for a bare <img> (card, dialog, rows) hold for both.
const pictureClass = css`
  display: contents;
`;

interface Props {
  /** The uploaded photo; null: the default picture at `fallback`. */
  readonly picture: ProductPhotoDto | null;
  readonly fallback: string;
  /** How wide the picture is drawn, as the `sizes` attribute says it (architecture/admin-menu.md, "Photos"). */
  readonly sizes: string;
  /** The box it is drawn in, reserved before it loads. */
  readonly width: number;
  readonly height: number;
  /** 'eager' only for what is in view on arrival. */
  readonly loading?: 'lazy' | 'eager';
  readonly style?: CSSProperties;
}

/**
 * A product's picture: the uploaded photo as <picture> with an AVIF source where one was kept and
 * WebP sizes in srcset, so the browser fetches the narrowest that fills the box; otherwise the
 * default picture. Decorative (alt=""): the product's name is next to it.
 */
export const ProductPicture = ({ picture, fallback, sizes, width, height, loading, style }: Props) => {
  const widest = picture === null ? undefined : widestVariant(picture);
  if (picture === null || widest === undefined) {
    return (
      <img
        src={fallback}
        alt=""
        width={width}
        height={height}
        {...(loading === undefined ? {} : { loading })}
        style={style}
      />
    );
  }
  return (
    <picture className={pictureClass}>
      {picture.avif.length > 0 && <source type="image/avif" srcSet={srcSetOf(picture.avif)} sizes={sizes} />}
      <img
        src={widest.url}
        srcSet={srcSetOf(picture.webp)}
        sizes={sizes}
        alt=""
        width={width}
        height={height}
        decoding="async"
        {...(loading === undefined ? {} : { loading })}
        style={style}
      />
    </picture>
  );
};
