import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { srcSetOf } from '../../../domain/shop-api/product-photo.contract';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import type { BannersViewModel, SlideView } from '../../view-models/banners.view-model';
import type { SideNavigationViewModel } from '../../view-models/side-navigation.view-model';
import { useInjected } from '../di/container-context';
import { color, media, radius } from '../styles/theme';

const Frame = styled.section`
  position: relative;
  margin-top: 24px;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: ${color.surface};
`;

const Track = styled.div`
  display: flex;
  transition: transform 0.45s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.a`
  flex: 0 0 100%;
  display: block;
  aspect-ratio: 3 / 1;

  /* The <picture> takes no box of its own: the <img> fills the slide either way. */
  & picture {
    display: contents;
  }

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/* Bottom right, clear of the slide's own headline on the left. */
const Arrow = styled.button`
  position: absolute;
  bottom: 10px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${radius.pill};
  background: rgba(18, 18, 18, 0.72);
  color: ${color.text};
  cursor: pointer;

  &:hover {
    color: ${color.accent};
  }

  &[data-side='previous'] {
    right: 56px;
  }

  &[data-side='next'] {
    right: 12px;
  }

  ${media.phone} {
    display: none;
  }
`;

const Dots = styled.div`
  position: absolute;
  right: 0;
  bottom: 15px;
  left: 0;
  display: flex;
  justify-content: center;

  /* Each dot is a 24 px touch target (WCAG 2.2 target size) around a small visible mark. */
  & > button {
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }

  & > button::before {
    width: 10px;
    height: 10px;
    border-radius: ${radius.pill};
    background: rgba(245, 245, 245, 0.45);
    content: '';
  }

  & > button[aria-current='true'] {
    width: 34px;
  }

  & > button[aria-current='true']::before {
    width: 24px;
    background: ${color.accent};
  }
`;

const chevron = (d: string) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 20 20"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

// The slider spans the menu's column: the screen less its gutters on phones, less the categories
// rail (200 px) beside it on wider screens, and 960 px once the page reaches its 1200 px width.
const SLIDE_SIZES = '(max-width: 642px) calc(100vw - 40px), (max-width: 1200px) calc(100vw - 240px), 960px';

/**
 * A slide's picture with its box reserved (width/height), an uploaded one as <picture> with the
 * sizes it was made at (AVIF where it was kept). The first slide is the page's largest picture in
 * view on arrival: fetched at once and first; the others wait until they are needed.
 */
const SlidePicture = ({ slide, first }: { slide: SlideView; first: boolean }) => {
  const image = (
    <img
      src={slide.imgLink}
      {...(slide.picture === null ? {} : { srcSet: srcSetOf(slide.picture.webp), sizes: SLIDE_SIZES })}
      alt={slide.alt}
      width={slide.width}
      height={slide.height}
      loading={first ? 'eager' : 'lazy'}
      {...(first ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
    />
  );
  if (slide.picture === null || slide.picture.avif.length === 0) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(slide.picture.avif)} sizes={SLIDE_SIZES} />
      {image}
    </picture>
  );
};

/** The offers slider of a menu page; nothing at all when there are no slides or they failed to load. */
export const BannerSlider = observer(() => {
  const banners = useInjected<BannersViewModel>(TOKENS.BannersViewModel);
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const navigation = useInjected<SideNavigationViewModel>(TOKENS.SideNavigationViewModel);
  const navigate = useNavigate();
  const { t } = useTranslation('menu');
  const key = `${shell.route?.page}:${shell.city}`;

  useEffect(() => {
    void banners.ensureLoaded();
  }, [banners, key]);
  useEffect(() => {
    banners.startAutoplay();
    return banners.stopAutoplay;
  }, [banners]);

  const slides = banners.slides;
  if (slides.length === 0) return null;
  return (
    <Frame aria-roledescription="carousel" aria-label={t('banners.label')}>
      <Track style={{ transform: `translateX(-${banners.current * 100}%)` }}>
        {slides.map((slide, index) => (
          <Slide
            key={slide.id}
            href={slide.link?.href}
            {...(slide.link?.kind === 'web' ? { rel: 'noopener' } : {})}
            aria-hidden={index !== banners.current}
            tabIndex={index === banners.current ? 0 : -1}
            onClick={(event) => {
              const link = slide.link;
              if (link === null || link.kind === 'web') return;
              event.preventDefault();
              // A category of the page on show is scrolled to, like the side navigation does.
              const path = link.onCurrentPage && link.category !== null ? navigation.select(link.category) : link.href;
              if (path !== null) navigate(path);
            }}
          >
            <SlidePicture slide={slide} first={index === 0} />
          </Slide>
        ))}
      </Track>
      {slides.length > 1 && (
        <>
          <Arrow type="button" data-side="previous" aria-label={t('banners.previous')} onClick={banners.previous}>
            {chevron('M12.5 4l-6 6 6 6')}
          </Arrow>
          <Arrow type="button" data-side="next" aria-label={t('banners.next')} onClick={banners.next}>
            {chevron('M7.5 4l6 6-6 6')}
          </Arrow>
          <Dots>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-label={t('banners.goTo', { number: index + 1 })}
                aria-current={index === banners.current}
                onClick={() => banners.goTo(index)}
              />
            ))}
          </Dots>
        </>
      )}
    </Frame>
  );
});
