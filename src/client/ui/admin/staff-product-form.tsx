import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminFormField, type AdminFormFieldProps } from './admin-form-field';
import { DIETARY_TAGS } from '../../../domain/menu/dietary-tags';
import { LOCALES, type Locale, type Translated } from '../../../domain/shared/locale';
import {
  PRODUCT_SIZE_UNITS,
  type ProductSizeUnit,
  type StaffMenuCategoryDto,
  type StaffProductField,
} from '../../../domain/shop-api/staff-menu.contract';
import type { StaffProductEditor } from '../../view-models/staff-product-editor';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { ProductFormFrame as FormFrame } from './admin-menu.styles';
import { StaffModifierGroupsField } from './staff-modifier-groups-field';
import { StaffProductPhotoField } from './staff-product-photo-field';

const idOf = (field: string): string => `product-${field.replace('.', '-')}`;
const errorId = (field: StaffProductField): string => `${idOf(field)}-error`;

type FieldProps = Omit<AdminFormFieldProps, 'field' | 'errorId'> & { readonly field: StaffProductField };

const Field = (props: FieldProps) => <AdminFormField {...props} errorId={errorId(props.field)} />;

const categoryName = (category: Pick<StaffMenuCategoryDto, 'slug' | 'translation'>, locale: Locale): string =>
  category.translation[locale] || category.translation.uk || category.slug;

/**
 * The add / edit form of a product: names and descriptions in every language, the category (one
 * of the section's), the base price, the size with its unit, rolls, the 18+ flag, the dietary
 * labels, and whether customers see it. Editing also offers the photo, the modifier groups (saved
 * with the product) and archiving, confirmed once more.
 */
export const StaffProductForm = observer(
  ({
    editor,
    categories,
    locale,
  }: {
    editor: StaffProductEditor;
    categories: readonly StaffMenuCategoryDto[];
    locale: Locale;
  }) => {
    const { t } = useTranslation('admin');
    const draft = editor.draft;
    if (draft === null) return null;
    const problems = editor.fieldProblems;
    const invalid = (field: StaffProductField) => ({
      'aria-invalid': problems[field] !== undefined,
      ...(problems[field] === undefined ? {} : { 'aria-describedby': errorId(field) }),
    });
    const title =
      draft.iikoId === null ? t('menu.product.newTitle') : t('menu.product.editTitle', { name: draft.translation.uk });
    // A product already in a category outside the section (the whole-menu page) keeps its own as a choice.
    const choices = categories.some((category) => category.slug === draft.category)
      ? categories
      : [
          { slug: draft.category, translation: { uk: draft.category, en: draft.category, ru: draft.category } },
          ...categories,
        ];
    const texts = (group: 'translation' | 'description', value: Translated) =>
      LOCALES.map((language) => {
        const field = `${group}.${language}` as StaffProductField;
        const label = (
          <label htmlFor={idOf(field)}>
            {t(`menu.product.${group === 'translation' ? 'name' : 'description'}.${language}`)}
          </label>
        );
        return (
          <Field key={field} field={field} label={label} problem={problems[field]} wide={group === 'description'}>
            {group === 'translation' ? (
              <input
                id={idOf(field)}
                autoComplete="off"
                value={value[language]}
                onChange={(event) => editor.editText(group, language, event.target.value)}
                {...invalid(field)}
              />
            ) : (
              <textarea
                id={idOf(field)}
                rows={2}
                value={value[language]}
                onChange={(event) => editor.editText(group, language, event.target.value)}
                {...invalid(field)}
              />
            )}
          </Field>
        );
      });

    return (
      <FormFrame
        aria-label={title}
        data-testid="staff-product-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        <h2>{title}</h2>
        {texts('translation', draft.translation)}
        {texts('description', draft.description)}
        <Field
          field="category"
          label={<label htmlFor={idOf('category')}>{t('menu.product.category')}</label>}
          problem={problems.category}
        >
          <select
            id={idOf('category')}
            value={draft.category}
            onChange={(event) => editor.edit({ category: event.target.value })}
            {...invalid('category')}
          >
            {choices.map((category) => (
              <option key={category.slug} value={category.slug}>
                {categoryName(category, locale)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          field="basePrice"
          label={<label htmlFor={idOf('basePrice')}>{t('menu.product.basePrice')}</label>}
          hint={t('menu.product.basePriceHint')}
          problem={problems.basePrice}
        >
          <input
            id={idOf('basePrice')}
            inputMode="decimal"
            autoComplete="off"
            value={draft.basePrice}
            onChange={(event) => editor.edit({ basePrice: event.target.value })}
            {...invalid('basePrice')}
          />
        </Field>
        <Field
          field="size.amount"
          label={<label htmlFor={idOf('size.amount')}>{t('menu.product.size')}</label>}
          hint={t('menu.product.sizeHint')}
          problem={problems['size.amount'] ?? problems['size.unit']}
        >
          <div data-size>
            <input
              id={idOf('size.amount')}
              inputMode="numeric"
              autoComplete="off"
              value={draft.sizeAmount}
              onChange={(event) => editor.edit({ sizeAmount: event.target.value })}
              {...invalid('size.amount')}
            />
            <select
              aria-label={t('menu.product.unit')}
              value={draft.sizeUnit}
              onChange={(event) => editor.edit({ sizeUnit: event.target.value as ProductSizeUnit })}
            >
              {PRODUCT_SIZE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`menu.product.units.${unit}`)}
                </option>
              ))}
            </select>
          </div>
        </Field>
        <Field
          field="rolls"
          label={<label htmlFor={idOf('rolls')}>{t('menu.product.rolls')}</label>}
          hint={t('menu.product.rollsHint')}
          problem={problems.rolls}
        >
          <input
            id={idOf('rolls')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.rolls}
            onChange={(event) => editor.edit({ rolls: event.target.value })}
            {...invalid('rolls')}
          />
        </Field>
        <Field field="tags" label={null} problem={problems.tags} wide>
          <fieldset {...(problems.tags === undefined ? {} : { 'aria-describedby': errorId('tags') })}>
            <legend>{t('menu.product.tags')}</legend>
            <div data-checks>
              {DIETARY_TAGS.map((tag) => (
                <label key={tag}>
                  <input type="checkbox" checked={draft.tags.includes(tag)} onChange={() => editor.toggleTag(tag)} />
                  {t(`menu.product.tag.${tag}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </Field>
        <fieldset data-wide>
          <legend>{t('menu.product.flags')}</legend>
          <div data-checks>
            <label>
              <input
                type="checkbox"
                checked={draft.alcohol}
                onChange={(event) => editor.edit({ alcohol: event.target.checked })}
              />
              {t('menu.product.alcohol')}
            </label>
            <label>
              <input
                type="checkbox"
                checked={draft.hidden}
                onChange={(event) => editor.edit({ hidden: event.target.checked })}
              />
              {t('menu.product.hidden')}
            </label>
          </div>
        </fieldset>
        {editor.photo === null ? (
          <small data-wide>{t('menu.product.photoNote')}</small>
        ) : (
          <StaffProductPhotoField photo={editor.photo} name={draft.translation.uk} />
        )}
        {editor.modifiers === null ? (
          <small data-wide>{t('menu.modifiers.newProductNote')}</small>
        ) : (
          <StaffModifierGroupsField editor={editor.modifiers} />
        )}
        {editor.formProblem !== null && (
          <p data-error data-wide role="alert">
            {t(editor.formProblem.key)}
            {editor.formProblem.message === undefined ? '' : ` (${editor.formProblem.message})`}
          </p>
        )}
        <div data-buttons>
          <button type="submit" className={accentButton} disabled={editor.saving}>
            {editor.saving ? t('menu.saving') : t('menu.product.save')}
          </button>
          <button type="button" className={outlineButton} onClick={editor.close}>
            {t('menu.product.cancel')}
          </button>
          {!editor.isNew && (
            <button
              type="button"
              className={outlineButton}
              data-danger={editor.confirmingArchive || undefined}
              disabled={editor.saving}
              onClick={() => void editor.archive()}
            >
              {editor.confirmingArchive ? t('menu.product.archiveConfirm') : t('menu.product.archive')}
            </button>
          )}
        </div>
        {editor.confirmingArchive && (
          <p data-wide role="status">
            {t('menu.product.archiveHint')}
          </p>
        )}
      </FormFrame>
    );
  },
);
