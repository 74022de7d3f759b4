import { PHOTO_MAX_BYTES, PHOTO_MIN_WIDTH } from '../../../domain/menu/product-photo.rule';
import type { ProductPhotoRefusal } from '../../application/staff/product-photo.use-cases';

const MEGABYTES = PHOTO_MAX_BYTES / 1024 / 1024;

/** The status and the sentence for staff of each refused photo (architecture/admin-menu.md, "Photos"). */
export const PHOTO_REFUSALS: Readonly<
  Record<ProductPhotoRefusal, { readonly status: number; readonly message: string }>
> = {
  empty: { status: 400, message: 'Файл порожній: виберіть фото.' },
  'too-big': { status: 413, message: `Фото завелике: до ${MEGABYTES} МБ.` },
  'unsupported-type': { status: 415, message: 'Потрібне фото у форматі JPEG, PNG або WebP.' },
  'not-an-image': { status: 400, message: 'Файл не є зображенням (або пошкоджений): виберіть фото JPEG, PNG чи WebP.' },
  'too-small': { status: 400, message: `Фото замале: щонайменше ${PHOTO_MIN_WIDTH} пікселів по кожній стороні.` },
  'too-many-pixels': { status: 413, message: 'Фото має забагато пікселів: зменште його до 50 мегапікселів.' },
  busy: { status: 503, message: 'Зараз обробляються інші фото. Спробуйте ще раз за хвилину.' },
  'product-not-found': {
    status: 404,
    message: 'Такого товару в меню немає (можливо, його вже архівовано). Оновіть меню.',
  },
};

export const NOT_MULTIPART = 'Надішліть фото як multipart/form-data з полем «photo».';
