import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import type { MenuPage } from '../../../domain/cart/category';
import { categoriesOnPage } from '../../view-models/menu-categories';
import { color, media, radius } from '../styles/theme';

/* The sticky navbar covers the top of the page: anchors stop below it (it is taller on phones). */
const Section = styled.section`
  margin-top: 40px;
  scroll-margin-top: 96px;

  ${media.phone} {
    scroll-margin-top: 140px;
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

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Keeps each section's shape while its products are not rendered yet. */
const CardShape = styled.div`
  aspect-ratio: 1 / 1;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: linear-gradient(160deg, ${color.surfaceRaised}, ${color.surface});
`;

const SHAPES_PER_SECTION = 4;

/** A titled section per category of the page, anchored by slug for the navbar and side menu. */
export const MenuSections = ({ page }: { page: MenuPage }) => {
  const { t } = useTranslation();
  return (
    <>
      {categoriesOnPage(page).map((slug) => (
        <Section key={slug} id={slug} aria-labelledby={`${slug}-title`}>
          <Title id={`${slug}-title`}>{t(`categories.${slug}`)}</Title>
          <Grid aria-hidden="true">
            {Array.from({ length: SHAPES_PER_SECTION }, (_, index) => (
              <CardShape key={index} />
            ))}
          </Grid>
        </Section>
      ))}
    </>
  );
};
