import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CITY_IDS, citySlugOf } from '../../../domain/city/city';
import { LOCALES } from '../../../domain/shared/locale';
import type { StaffBannerField } from '../../../domain/shop-api/staff-banners.contract';
import type { StaffBannersViewModel } from '../../view-models/staff-banners.view-model';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { CouponForm } from './admin-coupons.styles';
import { AdminFormField, type AdminFormFieldProps } from './admin-form-field';
import { StaffBannerPictureField } from './staff-banner-picture-field';

const errorId = (field: StaffBannerField): string => `banner-${field.replace('.', '-')}-error`;

type FieldProps = Omit<AdminFormFieldProps, 'field' | 'errorId'> & { readonly field: StaffBannerField };

const Field = (props: FieldProps) => <AdminFormField {...props} errorId={errorId(props.field)} />;

/** The add / edit form of a banner (architecture/admin-banners.md). */
export const StaffBannerFormView = observer(({ banners }: { banners: StaffBannersViewModel }) => {
  const { t } = useTranslation('admin');
  const draft = banners.draft;
  if (draft === null) return null;
  const problems = banners.fieldProblems;
  const invalid = (field: StaffBannerField) => ({
    'aria-invalid': problems[field] !== undefined,
    ...(problems[field] === undefined ? {} : { 'aria-describedby': errorId(field) }),
  });
  const title =
    draft.id === null
      ? t('banners.form.newTitle')
      : t('banners.form.editTitle', { name: draft.alt.uk || `#${draft.id}` });
  return (
    <CouponForm
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void banners.save();
      }}
    >
      <h2>{title}</h2>
      <Field field="cityId" label={null} problem={problems.cityId} wide>
        <fieldset>
          <legend>{t('banners.form.city')}</legend>
          <div data-checks>
            {[CITY_IDS.lviv, CITY_IDS.kyiv].map((cityId) => (
              <label key={cityId}>
                <input
                  type="radio"
                  name="banner-city"
                  checked={draft.cityId === cityId}
                  onChange={() => banners.edit({ cityId })}
                />
                {t(`banners.cities.${citySlugOf(cityId)}`)}
              </label>
            ))}
            <label>
              <input
                type="checkbox"
                checked={draft.active}
                onChange={(event) => banners.edit({ active: event.target.checked })}
              />
              {t('banners.form.active')}
            </label>
          </div>
        </fieldset>
      </Field>
      <div data-wide>
        <StaffBannerPictureField
          banners={banners}
          slot="picture"
          picture={draft.picture}
          label={t('banners.form.picture')}
          hint={t('banners.form.pictureHint')}
          {...(problems.picture === undefined ? {} : { formProblem: problems.picture })}
        />
      </div>
      <fieldset data-wide>
        <legend>{t('banners.form.localePictures')}</legend>
        <small>{t('banners.form.localePicturesHint')}</small>
        {LOCALES.map((locale) => {
          const label = t(`banners.form.localePicture.${locale}`);
          const problem = problems[`localePictures.${locale}`];
          return (
            <StaffBannerPictureField
              key={locale}
              banners={banners}
              slot={locale}
              picture={draft.localePictures[locale]}
              label={label}
              {...(problem === undefined ? {} : { formProblem: problem })}
              onRemove={() => banners.removeLocalePicture(locale)}
              removeLabel={t('banners.form.useMainLabel', { language: label })}
            />
          );
        })}
      </fieldset>
      {LOCALES.map((locale) => (
        <Field
          key={locale}
          field={`alt.${locale}`}
          label={<label htmlFor={`banner-alt-${locale}`}>{t(`banners.form.alt.${locale}`)}</label>}
          {...(locale === 'uk' ? { hint: t('banners.form.altHint') } : {})}
          problem={problems[`alt.${locale}`]}
        >
          <input
            id={`banner-alt-${locale}`}
            lang={locale}
            autoComplete="off"
            value={draft.alt[locale]}
            onChange={(event) => banners.editAlt(locale, event.target.value)}
            {...invalid(`alt.${locale}`)}
          />
        </Field>
      ))}
      <Field
        field="link"
        label={<label htmlFor="banner-link">{t('banners.form.link')}</label>}
        hint={t('banners.form.linkHint')}
        problem={problems.link}
        wide
      >
        <input
          id="banner-link"
          inputMode="url"
          autoComplete="off"
          value={draft.link}
          onChange={(event) => banners.edit({ link: event.target.value })}
          {...invalid('link')}
        />
      </Field>
      <Field
        field="showFrom"
        label={<label htmlFor="banner-show-from">{t('banners.form.showFrom')}</label>}
        hint={t('banners.form.kyivTime')}
        problem={problems.showFrom}
      >
        <input
          id="banner-show-from"
          type="datetime-local"
          value={draft.showFrom}
          onChange={(event) => banners.edit({ showFrom: event.target.value })}
          {...invalid('showFrom')}
        />
      </Field>
      <Field
        field="showUntil"
        label={<label htmlFor="banner-show-until">{t('banners.form.showUntil')}</label>}
        hint={t('banners.form.kyivTime')}
        problem={problems.showUntil}
      >
        <input
          id="banner-show-until"
          type="datetime-local"
          value={draft.showUntil}
          onChange={(event) => banners.edit({ showUntil: event.target.value })}
          {...invalid('showUntil')}
        />
      </Field>
      {banners.formProblem !== null && (
        <p data-error data-wide role="alert">
          {t(banners.formProblem.key)}
          {banners.formProblem.message === undefined ? '' : ` (${banners.formProblem.message})`}
        </p>
      )}
      <div data-buttons>
        <button type="submit" className={accentButton} disabled={banners.saving || banners.uploading}>
          {banners.saving ? t('banners.form.saving') : t('banners.form.save')}
        </button>
        <button type="button" className={outlineButton} onClick={banners.cancel}>
          {t('banners.form.cancel')}
        </button>
      </div>
    </CouponForm>
  );
});
