import { toHryvnias } from '../../../domain/shared/money';
import { widestVariant } from '../../../domain/shop-api/product-photo.contract';
import type { StaffMenuProductDto } from '../../../domain/shop-api/staff-menu.contract';
import { uploadLinkOf } from '../../../domain/shop-api/upload-link';
import { productPhotoDtoOf } from '../catalogue/stored-photo.mapper';
import type { StaffMenuProductRecord } from '../ports/staff-menu.port';

export const staffMenuProductDtoOf = (record: StaffMenuProductRecord): StaffMenuProductDto => {
  const picture = record.picture === null ? null : productPhotoDtoOf(record.picture);
  return {
    iikoId: record.iikoId,
    category: record.category,
    translation: record.translation,
    imgLink: (picture === null ? undefined : widestVariant(picture)?.url) ?? uploadLinkOf(record.photo),
    picture,
    basePrice: toHryvnias(record.basePrice),
    cityPrice: record.cityPrice === null ? null : toHryvnias(record.cityPrice),
    price: toHryvnias(record.cityPrice ?? record.basePrice),
    stopped: record.stopped,
    lastChange:
      record.lastChange === null ? null : { at: record.lastChange.at.toISOString(), by: record.lastChange.by },
    description: record.description,
    size: record.size,
    rolls: record.rolls,
    alcohol: record.alcohol,
    tags: record.tags,
    hidden: record.hidden,
  };
};
