import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatHryvnias } from '../../../domain/shared/money';
import { STAFF_MAX_PRICE } from '../../../domain/shop-api/staff-menu.contract';
import type { StaffMenuProductView } from '../../view-models/staff-menu-product-view';
import type { StaffMenuViewModel } from '../../view-models/staff-menu.view-model';
import { outlineButton } from '../styles/controls.styles';
import { Availability, Head, HiddenBadge, PriceForm, Problem, Row, RowTools } from './admin-menu.styles';
import { ProductPicture } from '../menu/product-picture';

interface StaffMenuRowProps {
  readonly product: StaffMenuProductView;
  readonly menu: StaffMenuViewModel;
}

/**
 * One product of the city: what customers pay, the city's price field (the base price as its
 * placeholder), and the stop switch. An observer of its own, so typing a price redraws one row.
 */
export const StaffMenuRow = observer(({ product, menu }: StaffMenuRowProps) => {
  const { t } = useTranslation('admin');
  const { iikoId } = product;
  const ids = {
    name: `staff-menu-${iikoId}-name`,
    label: `staff-menu-${iikoId}-price-label`,
    input: `staff-menu-${iikoId}-price`,
    hint: `staff-menu-${iikoId}-price-hint`,
    problem: `staff-menu-${iikoId}-problem`,
  };
  const saving = menu.isSaving(iikoId);
  const problem = menu.problemOf(iikoId);
  return (
    <Row
      data-testid="staff-menu-product"
      data-product={iikoId}
      data-stopped={product.stopped}
      aria-labelledby={ids.name}
      aria-busy={saving}
    >
      <Head>
        <ProductPicture
          picture={product.picture}
          fallback={product.imgLink}
          sizes="56px"
          width={56}
          height={56}
          loading="lazy"
        />
        <div>
          <h3 id={ids.name}>
            {product.name}
            {product.hidden && (
              <HiddenBadge data-testid="staff-menu-hidden">{t('menu.product.hiddenBadge')}</HiddenBadge>
            )}
          </h3>
          <p data-testid="staff-menu-price">{saving ? t('menu.saving') : product.priceText}</p>
          {product.lastChange !== null && (
            <small data-testid="staff-menu-last-change">{t('menu.lastChange', product.lastChange)}</small>
          )}
        </div>
      </Head>

      <PriceForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void menu.savePrice(iikoId);
        }}
      >
        <label id={ids.label} htmlFor={ids.input}>
          {t('menu.price.label')}
        </label>
        <div>
          {/* Named with the product too: a screen reader's list of fields then tells the rows apart. */}
          <input
            id={ids.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={menu.priceText(iikoId)}
            placeholder={product.basePriceField}
            aria-labelledby={`${ids.label} ${ids.name}`}
            aria-describedby={problem === null ? ids.hint : `${ids.problem} ${ids.hint}`}
            aria-invalid={problem !== null}
            disabled={saving}
            onChange={(event) => menu.editPrice(iikoId, event.target.value)}
          />
          <button type="submit" className={outlineButton} disabled={saving}>
            {t('menu.price.save')}
          </button>
        </div>
        {/* Right under the field: a refused price, and a failed stop switch of this product too. */}
        {problem !== null && (
          <Problem id={ids.problem} role="alert">
            {t(problem.key, { message: problem.message, max: formatHryvnias(STAFF_MAX_PRICE) })}
          </Problem>
        )}
        <small id={ids.hint}>
          {t(product.hasCityPrice ? 'menu.price.hintCity' : 'menu.price.hintBase', { base: product.basePriceText })}
        </small>
      </PriceForm>

      <Availability role="group" aria-label={t('menu.availability', { name: product.name })}>
        <button
          type="button"
          data-state="on-sale"
          aria-pressed={!product.stopped}
          disabled={saving}
          onClick={() => void menu.setStopped(iikoId, false)}
        >
          {t('menu.onSale')}
        </button>
        <button
          type="button"
          data-state="stopped"
          aria-pressed={product.stopped}
          disabled={saving}
          onClick={() => void menu.setStopped(iikoId, true)}
        >
          {t('menu.stopped')}
        </button>
      </Availability>

      {/* Moving waits for the whole order, so it is off while any move is on the way, and while searching (neighbours are hidden). */}
      <RowTools>
        <button
          type="button"
          className={outlineButton}
          aria-label={t('menu.product.moveUp', { name: product.name })}
          disabled={product.first || menu.searching || menu.moving !== null}
          onClick={() => void menu.move(iikoId, 'up')}
        >
          ↑
        </button>
        <button
          type="button"
          className={outlineButton}
          aria-label={t('menu.product.moveDown', { name: product.name })}
          disabled={product.last || menu.searching || menu.moving !== null}
          onClick={() => void menu.move(iikoId, 'down')}
        >
          ↓
        </button>
        <button
          type="button"
          className={outlineButton}
          aria-label={t('menu.product.editNamed', { name: product.name })}
          aria-expanded={menu.editor.isEditing(iikoId)}
          onClick={() => (menu.editor.isEditing(iikoId) ? menu.editor.close() : menu.startEditProduct(iikoId))}
        >
          {t('menu.product.edit')}
        </button>
      </RowTools>
    </Row>
  );
});
