import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { MenuViewModel } from '../../view-models/menu.view-model';
import type { ProductOptionsViewModel } from '../../view-models/product-options.view-model';
import type { SideNavigationViewModel } from '../../view-models/side-navigation.view-model';
import { useInjected } from '../di/container-context';
import { outlineButton, visuallyHidden } from '../styles/controls.styles';
import { color, media, radius } from '../styles/theme';
import { ProductCard } from './product-card';
import { isCompactCategory, productGridClass } from './product-grid.styles';

/* The sticky navbar covers the top of the page: anchors stop below it (it is taller on phones). */
const Section = styled.section`
  margin-top: 40px;
  scroll-margin-top: 96px;

  @media (max-width: 895.98px) {
    scroll-margin-top: 140px;
  }

  ${media.phone} {
    margin-top: 32px;
    scroll-margin-top: 128px;
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 26px;

  &::before {
    content: '';
    width: 6px;
    height: 26px;
    border-radius: ${radius.pill};
    background: ${color.accent};
  }
`;

/** Keeps each section's shape while its products are on their way. */
const CardShape = styled.div`
  aspect-ratio: 3 / 4;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: linear-gradient(160deg, ${color.surfaceRaised}, ${color.surface});
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  margin-top: 40px;
  padding: 20px 24px;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: ${color.surface};

  & > p {
    margin: 0;
  }
`;

const SHAPES_PER_SECTION = 3;
// The first row of the first category is in view on arrival: its pictures load at once, the rest lazily.
const EAGER_CARDS = 3;

/** The categories of the current menu page with their products, anchored by slug. */
export const MenuSections = observer(() => {
  const menu = useInjected<MenuViewModel>(TOKENS.MenuViewModel);
  const options = useInjected<ProductOptionsViewModel>(TOKENS.ProductOptionsViewModel);
  const sideNavigation = useInjected<SideNavigationViewModel>(TOKENS.SideNavigationViewModel);
  const { t } = useTranslation(['menu', 'common']);
  // Read when the menu arrives, not a reason to run again: a later hash change is the router's to scroll.
  const hash = useRef('');
  hash.current = useLocation().hash;
  const cityId = menu.cityId;
  const ready = menu.status === 'ready';

  useEffect(() => {
    void menu.ensureLoaded();
  }, [menu, cityId]);
  // The products push the sections down as they arrive: a '#category' link must land again.
  useEffect(() => {
    if (ready && hash.current !== '') sideNavigation.reveal(hash.current);
  }, [ready, sideNavigation]);

  if (menu.status === 'failed') {
    return (
      <Failure role="alert">
        <p>{t('failed')}</p>
        <button type="button" className={outlineButton} onClick={() => void menu.retry()}>
          {t('retry')}
        </button>
      </Failure>
    );
  }

  return (
    <div aria-busy={!ready}>
      {!ready && (
        <p role="status" className={visuallyHidden}>
          {t('loading')}
        </p>
      )}
      {menu.sections.map((section, sectionIndex) => (
        <Section key={section.slug} id={section.slug} aria-labelledby={`${section.slug}-title`}>
          <Title id={`${section.slug}-title`}>{section.title ?? t(`common:categories.${section.slug}`)}</Title>
          <div className={productGridClass(section.slug)}>
            {ready
              ? section.products.map((product, productIndex) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    compact={isCompactCategory(section.slug)}
                    onAdd={options.choose}
                    eager={sectionIndex === 0 && productIndex < EAGER_CARDS}
                  />
                ))
              : Array.from({ length: SHAPES_PER_SECTION }, (_, index) => <CardShape key={index} aria-hidden="true" />)}
          </div>
        </Section>
      ))}
    </div>
  );
});
