import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminFormField, type AdminFormFieldProps } from './admin-form-field';
import { CITY_IDS, citySlugOf } from '../../../domain/city/city';
import {
  STAFF_COUPON_KINDS,
  type StaffCouponField,
  type StaffCouponKind,
} from '../../../domain/shop-api/staff-coupons.contract';
import type { StaffCouponsViewModel } from '../../view-models/staff-coupons.view-model';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { CouponForm, GiftBlock } from './admin-coupons.styles';

const errorId = (field: StaffCouponField): string => `coupon-${field}-error`;

type FieldProps = Omit<AdminFormFieldProps, 'field' | 'errorId'> & { readonly field: StaffCouponField };

const Field = (props: FieldProps) => <AdminFormField {...props} errorId={errorId(props.field)} />;

/** The add / edit form of a coupon. */
export const StaffCouponFormView = observer(({ coupons }: { coupons: StaffCouponsViewModel }) => {
  const { t } = useTranslation('admin');
  const draft = coupons.draft;
  if (draft === null) return null;
  const problems = coupons.fieldProblems;
  const invalid = (field: StaffCouponField) => ({
    'aria-invalid': problems[field] !== undefined,
    ...(problems[field] === undefined ? {} : { 'aria-describedby': errorId(field) }),
  });
  const title = draft.id === null ? t('coupons.form.newTitle') : t('coupons.form.editTitle', { code: draft.code });
  return (
    <CouponForm
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void coupons.save();
      }}
    >
      <h2>{title}</h2>
      <Field
        field="code"
        label={<label htmlFor="coupon-code">{t('coupons.form.code')}</label>}
        hint={t('coupons.form.codeHint')}
        problem={problems.code}
      >
        <input
          id="coupon-code"
          autoComplete="off"
          value={draft.code}
          onChange={(event) => coupons.edit({ code: event.target.value })}
          {...invalid('code')}
        />
      </Field>
      <Field field="kind" label={<label htmlFor="coupon-kind">{t('coupons.form.kind')}</label>} problem={problems.kind}>
        <select
          id="coupon-kind"
          value={draft.kind}
          onChange={(event) => coupons.setKind(event.target.value as StaffCouponKind)}
        >
          {STAFF_COUPON_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`coupons.kind.${kind}`)}
            </option>
          ))}
        </select>
      </Field>
      {draft.kind !== 'gift' && (
        <Field
          field="value"
          label={
            <label htmlFor="coupon-value">
              {draft.kind === 'percent' ? t('coupons.form.percent') : t('coupons.form.amount')}
            </label>
          }
          problem={problems.value}
        >
          <input
            id="coupon-value"
            inputMode="decimal"
            value={draft.value}
            onChange={(event) => coupons.edit({ value: event.target.value })}
            {...invalid('value')}
          />
        </Field>
      )}
      <Field
        field="minSum"
        label={<label htmlFor="coupon-min-sum">{t('coupons.form.minSum')}</label>}
        hint={t('coupons.form.emptyMeansNone')}
        problem={problems.minSum}
      >
        <input
          id="coupon-min-sum"
          inputMode="decimal"
          value={draft.minSum}
          onChange={(event) => coupons.edit({ minSum: event.target.value })}
          {...invalid('minSum')}
        />
      </Field>
      <Field
        field="validFrom"
        label={<label htmlFor="coupon-valid-from">{t('coupons.form.validFrom')}</label>}
        hint={t('coupons.form.kyivTime')}
        problem={problems.validFrom}
      >
        <input
          id="coupon-valid-from"
          type="datetime-local"
          value={draft.validFrom}
          onChange={(event) => coupons.edit({ validFrom: event.target.value })}
          {...invalid('validFrom')}
        />
      </Field>
      <Field
        field="validUntil"
        label={<label htmlFor="coupon-valid-until">{t('coupons.form.validUntil')}</label>}
        hint={t('coupons.form.kyivTime')}
        problem={problems.validUntil}
      >
        <input
          id="coupon-valid-until"
          type="datetime-local"
          value={draft.validUntil}
          onChange={(event) => coupons.edit({ validUntil: event.target.value })}
          {...invalid('validUntil')}
        />
      </Field>
      <Field
        field="usageLimit"
        label={<label htmlFor="coupon-usage-limit">{t('coupons.form.usageLimit')}</label>}
        hint={t('coupons.form.emptyMeansUnlimited')}
        problem={problems.usageLimit}
      >
        <input
          id="coupon-usage-limit"
          inputMode="numeric"
          value={draft.usageLimit}
          onChange={(event) => coupons.edit({ usageLimit: event.target.value })}
          {...invalid('usageLimit')}
        />
      </Field>
      <Field field="cityIds" label={null} problem={problems.cityIds}>
        <fieldset {...(problems.cityIds === undefined ? {} : { 'aria-describedby': errorId('cityIds') })}>
          <legend>{t('coupons.form.cities')}</legend>
          <div data-checks>
            {[CITY_IDS.lviv, CITY_IDS.kyiv].map((cityId) => (
              <label key={cityId}>
                <input
                  type="checkbox"
                  checked={draft.cityIds.includes(cityId)}
                  onChange={() => coupons.toggleCity(cityId)}
                />
                {t(`coupons.cities.${citySlugOf(cityId)}`)}
              </label>
            ))}
            <label>
              <input
                type="checkbox"
                checked={draft.active}
                onChange={(event) => coupons.edit({ active: event.target.checked })}
              />
              {t('coupons.form.active')}
            </label>
          </div>
        </fieldset>
      </Field>
      <Field field="gifts" label={null} problem={problems.gifts} wide>
        <fieldset>
          <legend>{t('coupons.form.gifts')}</legend>
          <small>{t('coupons.form.giftsHint')}</small>
          {draft.gifts.map((options, index) => (
            <GiftBlock key={index} aria-label={t('coupons.form.gift', { number: index + 1 })}>
              <legend>{t('coupons.form.gift', { number: index + 1 })}</legend>
              {options.length > 0 && (
                <ul>
                  {options.map((option) => (
                    <li key={option.iikoId}>
                      {coupons.productName(option.iikoId)}
                      <button
                        type="button"
                        aria-label={t('coupons.form.removeProduct', { name: coupons.productName(option.iikoId) })}
                        onClick={() => coupons.removeGiftProduct(index, option.iikoId)}
                      >
                        ✕
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <select
                aria-label={t('coupons.form.addProduct', { number: index + 1 })}
                value=""
                onChange={(event) => coupons.addGiftProduct(index, event.target.value)}
              >
                <option value="">{t('coupons.form.addProductOption')}</option>
                {coupons.giftProducts
                  .filter((product) => !options.some((option) => option.iikoId === product.iikoId))
                  .map((product) => (
                    <option key={product.iikoId} value={product.iikoId}>
                      {product.name}
                    </option>
                  ))}
              </select>
              <div>
                <button type="button" className={outlineButton} onClick={() => coupons.removeGift(index)}>
                  {t('coupons.form.removeGift')}
                </button>
              </div>
            </GiftBlock>
          ))}
          <div>
            <button type="button" className={outlineButton} onClick={coupons.addGift}>
              {t('coupons.form.addGift')}
            </button>
          </div>
        </fieldset>
      </Field>
      {coupons.formProblem !== null && (
        <p data-error data-wide role="alert">
          {t(coupons.formProblem.key)}
          {coupons.formProblem.message === undefined ? '' : ` (${coupons.formProblem.message})`}
        </p>
      )}
      <div data-buttons>
        <button type="submit" className={accentButton} disabled={coupons.saving}>
          {coupons.saving ? t('coupons.form.saving') : t('coupons.form.save')}
        </button>
        <button type="button" className={outlineButton} onClick={coupons.cancel}>
          {t('coupons.form.cancel')}
        </button>
      </div>
    </CouponForm>
  );
});
