import type { Translated } from '../../../../domain/shared/locale';

export interface ContentPageText {
  readonly title: string;
  /** May contain the placeholder {phone}. */
  readonly paragraphs: readonly string[];
}

export interface StoredContentPage {
  readonly slug: string;
  readonly translation: Translated<ContentPageText>;
}

export interface ContentPagesReadPort {
  findContentPage(slug: string): Promise<StoredContentPage | null>;
}
