import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CITY_IDS, citySlugOf, type CityId } from '../../../domain/city/city';
import { CONTENT_BODY_MAX, CONTENT_PAGE_SLUGS, CONTENT_TITLE_MAX } from '../../../domain/content/content-page';
import { LOCALES } from '../../../domain/shared/locale';
import { TOKENS } from '../../di/tokens';
import type { AdminContentViewModel } from '../../view-models/admin-content.view-model';
import { StaffHtml } from '../components/staff-html';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { Buttons, Choices, Editor, Note, PreviewPanel } from './admin-content.styles';
import { Chips, Message } from './admin-orders.styles';

const CITY_CHOICES: readonly (CityId | null)[] = [null, CITY_IDS.lviv, CITY_IDS.kyiv];
const cityKey = (cityId: CityId | null): string => (cityId === null ? 'all' : citySlugOf(cityId));

/** Page, language and city as chips: the version the editor below shows. */
const ContentChoices = observer(({ vm }: { vm: AdminContentViewModel }) => {
  const { t } = useTranslation('admin');
  return (
    <Choices>
      <div role="group" aria-labelledby="content-page-label">
        <span id="content-page-label">{t('content.page')}</span>
        <Chips>
          {CONTENT_PAGE_SLUGS.map((slug) => (
            <button key={slug} type="button" aria-pressed={vm.slug === slug} onClick={() => vm.selectPage(slug)}>
              {t(`content.pages.${slug}`)}
            </button>
          ))}
        </Chips>
      </div>
      <div role="group" aria-labelledby="content-locale-label">
        <span id="content-locale-label">{t('content.language')}</span>
        <Chips>
          {LOCALES.map((locale) => (
            <button
              key={locale}
              type="button"
              aria-pressed={vm.locale === locale}
              onClick={() => vm.selectLocale(locale)}
            >
              {t(`content.languages.${locale}`)}
            </button>
          ))}
        </Chips>
      </div>
      <div role="group" aria-labelledby="content-city-label">
        <span id="content-city-label">{t('content.city')}</span>
        <Chips>
          {CITY_CHOICES.map((cityId) => (
            <button
              key={cityKey(cityId)}
              type="button"
              aria-pressed={vm.cityId === cityId}
              onClick={() => vm.selectCity(cityId)}
            >
              {t(`content.cities.${cityKey(cityId)}`)}
            </button>
          ))}
        </Chips>
      </div>
    </Choices>
  );
});

/** Whose text this is: a city without its own version, a language not written yet. */
const VersionNote = observer(({ vm }: { vm: AdminContentViewModel }) => {
  const { t } = useTranslation('admin');
  if (vm.ownVersion !== null) {
    const by = vm.ownVersion.updatedBy;
    return by === null ? null : <small>{t('content.savedBy', { by })}</small>;
  }
  const language = t(`content.languages.${vm.locale}`);
  return (
    <Note>
      {vm.cityId === null
        ? t('content.noLanguage', { language })
        : t('content.noCityVersion', { city: t(`content.cities.${cityKey(vm.cityId)}`), language })}
    </Note>
  );
});

const FieldProblem = observer(
  ({ vm, field, id }: { vm: AdminContentViewModel; field: 'title' | 'body'; id: string }) => {
    const { t } = useTranslation('admin');
    const problem = vm.problems.get(field);
    if (problem === undefined) return null;
    const max = field === 'title' ? CONTENT_TITLE_MAX : CONTENT_BODY_MAX;
    return (
      <p id={id} data-error role="alert">
        {t(`content.problem.${field}.${problem}`, { max: max.toLocaleString('uk-UA') })}
      </p>
    );
  },
);

/**
 * The admin Content section (architecture/admin-content.md): staff choose a page, a language and
 * "all cities" or a city, write the title and Markdown with a live preview made by the
 * storefront's own renderer, and save; a city's own version can be removed again.
 */
export const AdminContent = observer(() => {
  const vm = useInjected<AdminContentViewModel>(TOKENS.AdminContentViewModel);
  const { t } = useTranslation('admin');
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);

  const titleInvalid = vm.problems.has('title');
  const bodyInvalid = vm.problems.has('body');
  const city = vm.cityId === null ? null : t(`content.cities.${cityKey(vm.cityId)}`);

  return (
    <>
      <ContentChoices vm={vm} />
      {vm.state === 'loading' && <p role="status">{t('content.loading')}</p>}
      {vm.state === 'failed' && (
        <Message role="alert" data-tone="danger">
          <span>{t('content.failed')}</span>
          <button type="button" onClick={() => void vm.load()}>
            {t('content.retry')}
          </button>
        </Message>
      )}
      {vm.state === 'ready' && (
        <Editor
          noValidate
          aria-label={t('content.editorLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            void vm.save();
          }}
        >
          <div>
            <VersionNote vm={vm} />
            <div data-field="title">
              <label htmlFor="content-title">{t('content.title')}</label>
              <input
                id="content-title"
                value={vm.title}
                maxLength={CONTENT_TITLE_MAX * 2}
                aria-invalid={titleInvalid}
                aria-describedby={titleInvalid ? 'content-title-error' : undefined}
                onChange={(event) => vm.setTitle(event.target.value)}
              />
              <FieldProblem vm={vm} field="title" id="content-title-error" />
            </div>
            <div data-field="body">
              <label htmlFor="content-body">{t('content.body')}</label>
              <textarea
                id="content-body"
                value={vm.body}
                aria-invalid={bodyInvalid}
                aria-describedby={bodyInvalid ? 'content-body-error content-body-hint' : 'content-body-hint'}
                onChange={(event) => vm.setBody(event.target.value)}
              />
              <small id="content-body-hint">{t('content.bodyHint')}</small>
              <FieldProblem vm={vm} field="body" id="content-body-error" />
            </div>
          </div>
          <PreviewPanel aria-labelledby="content-preview-title" aria-busy={vm.previewState === 'loading'}>
            <h2 id="content-preview-title">{t('content.preview')}</h2>
            <h3>{vm.title}</h3>
            {vm.previewState === 'failed' ? (
              <Message role="alert" data-tone="danger">
                <span>{t('content.previewFailed')}</span>
                <button type="button" onClick={() => void vm.refreshPreview()}>
                  {t('content.retry')}
                </button>
              </Message>
            ) : (
              <StaffHtml html={vm.previewHtml} />
            )}
          </PreviewPanel>
          <Buttons>
            <button type="submit" className={accentButton} disabled={vm.saveState === 'saving'}>
              {city === null ? t('content.saveAll') : t('content.saveCity', { city })}
            </button>
            {city !== null && vm.ownVersion !== null && (
              <button
                type="button"
                className={outlineButton}
                disabled={vm.removing}
                onClick={() => void vm.removeCityVersion()}
              >
                {t('content.removeCity', { city })}
              </button>
            )}
            <span role="status">
              {vm.saveState === 'saving' && t('content.saving')}
              {vm.saveState === 'saved' && t('content.saved')}
            </span>
            {vm.saveState === 'failed' && vm.problems.size === 0 && <span role="alert">{t('content.saveFailed')}</span>}
          </Buttons>
        </Editor>
      )}
    </>
  );
});
