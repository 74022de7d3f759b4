import type { DietaryTag } from '../../domain/menu/dietary-tags';
import { LOCALES, type Translated } from '../../domain/shared/locale';
import type {
  ProductSizeUnit,
  StaffMenuProductDto,
  StaffProductInputDto,
} from '../../domain/shop-api/staff-menu.contract';
import { staffPriceFieldText } from './staff-price-input';

/** The product form as staff type it: numbers as typed, read into the API's shape on save. */
export interface StaffProductDraft {
  /** null: a new product. */
  readonly iikoId: string | null;
  readonly category: string;
  readonly translation: Translated;
  readonly description: Translated;
  readonly basePrice: string;
  /** '' for a product without a stated size. */
  readonly sizeAmount: string;
  readonly sizeUnit: ProductSizeUnit;
  readonly rolls: string;
  readonly alcohol: boolean;
  readonly tags: readonly DietaryTag[];
  readonly hidden: boolean;
}

const blank = (): Translated => ({ uk: '', en: '', ru: '' });

export const emptyProductDraft = (category: string): StaffProductDraft => ({
  iikoId: null,
  category,
  translation: blank(),
  description: blank(),
  basePrice: '',
  sizeAmount: '',
  sizeUnit: 'g',
  rolls: '0',
  alcohol: false,
  tags: [],
  hidden: false,
});

const copy = (text: Translated): Translated =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text[locale]])) as Translated;

export const draftOfProduct = (product: StaffMenuProductDto): StaffProductDraft => ({
  iikoId: product.iikoId,
  category: product.category,
  translation: copy(product.translation),
  description: copy(product.description),
  basePrice: staffPriceFieldText(product.basePrice),
  sizeAmount: product.size === null ? '' : String(product.size.amount),
  sizeUnit: product.size?.unit ?? 'g',
  rolls: String(product.rolls),
  alcohol: product.alcohol,
  tags: product.tags,
  hidden: product.hidden,
});

// "199,50", "1 049": Ukrainian staff type decimals with a comma and thousands with a space.
const readNumber = (text: string): number => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
};

/** The draft in the API's shape; an unreadable number stays NaN, which the domain's rule refuses. */
export const productInputOf = (draft: StaffProductDraft): StaffProductInputDto => ({
  category: draft.category,
  translation: draft.translation,
  description: draft.description,
  basePrice: readNumber(draft.basePrice),
  size: draft.sizeAmount.trim() === '' ? null : { amount: readNumber(draft.sizeAmount), unit: draft.sizeUnit },
  rolls: draft.rolls.trim() === '' ? 0 : readNumber(draft.rolls),
  alcohol: draft.alcohol,
  tags: draft.tags,
  hidden: draft.hidden,
});
