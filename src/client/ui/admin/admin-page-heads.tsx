import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityId } from '../../../domain/city/city';
import { HEAD_DESCRIPTION_ADVISED, HEAD_TITLE_ADVISED } from '../../../domain/seo/page-head-text.rule';
import { LOCALES } from '../../../domain/shared/locale';
import type { AdminPageHeadTextDto } from '../../../domain/shop-api/page-head-texts.contract';
import { TOKENS } from '../../di/tokens';
import type { HeadTextPart } from '../../view-models/page-head-texts-form';
import type { PageHeadTextsAdminViewModel } from '../../view-models/page-head-texts-admin.view-model';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { Chips, Message } from './admin-orders.styles';
import { FieldError, HeadTextBlock, SaveRow, SectionCard } from './admin-site.styles';

type Vm = PageHeadTextsAdminViewModel;

/** One part of a page's head: its input, its default and length under it, its refusal (tied by aria-describedby). */
const HeadTextInput = observer(
  ({ vm, row, part, pageName }: { vm: Vm; row: AdminPageHeadTextDto; part: HeadTextPart; pageName: string }) => {
    const { t } = useTranslation('admin');
    const id = `page-head-${row.page}-${row.locale}-${part}`;
    const value = row[part];
    const problem = vm.problemOf(row.page, row.locale, part);
    const advice = vm.adviceOf(row);
    const long = part === 'title' ? advice.titleLong : advice.descriptionLong;
    const fallback = part === 'title' ? row.defaultTitle : row.defaultDescription;
    const chars = [...value.trim()].length;
    // An empty field keeps the default: only its default is worth reading then.
    const describedBy = [
      `${id}-default`,
      ...(chars === 0 ? [] : [`${id}-length`]),
      ...(problem === null ? [] : [`${id}-error`]),
    ].join(' ');
    const control = {
      id,
      value,
      placeholder: fallback,
      'aria-invalid': problem !== null,
      'aria-describedby': describedBy,
      onChange: (event: { target: { value: string } }) => vm.edit(row.page, row.locale, part, event.target.value),
    };
    return (
      <div data-head-field>
        <label htmlFor={id}>
          {t(`site.pageHeads.fields.${part}`, {
            page: pageName,
            language: t(`site.pageHeads.languages.${row.locale}`),
          })}
        </label>
        {part === 'title' ? <input autoComplete="off" {...control} /> : <textarea rows={2} {...control} />}
        <small id={`${id}-default`}>{t('site.pageHeads.default', { text: fallback })}</small>
        {chars > 0 && (
          <small id={`${id}-length`} data-advice={long || undefined}>
            {t(long ? `site.pageHeads.long.${part}` : 'site.pageHeads.length', {
              chars,
              advised: part === 'title' ? HEAD_TITLE_ADVISED : HEAD_DESCRIPTION_ADVISED,
            })}
          </small>
        )}
        {problem !== null && (
          <FieldError id={`${id}-error`} role="alert">
            {t(`site.pageHeads.problem.${problem}`)}
          </FieldError>
        )}
      </div>
    );
  },
);

/**
 * Site management's page titles and descriptions for the screen's city (architecture/seo.md,
 * "Titles and descriptions staff write"): one language at a time, each page's title and
 * description beside the default an empty field keeps, saved together.
 */
export const AdminPageHeads = observer(({ cityId }: { cityId: CityId }) => {
  const vm = useInjected<Vm>(TOKENS.PageHeadTextsAdminViewModel);
  const { t } = useTranslation('admin');
  useEffect(() => vm.show(cityId), [vm, cityId]);
  return (
    <SectionCard aria-labelledby="site-page-heads" data-testid="site-page-heads">
      <h2 id="site-page-heads">{t('site.pageHeads.title')}</h2>
      <p>{t('site.pageHeads.hint')}</p>
      {vm.state === 'loading' && <p role="status">{t('site.pageHeads.loading')}</p>}
      {vm.state === 'failed' && (
        <Message role="alert" data-tone="danger">
          <span>{t('site.pageHeads.failed')}</span>
          <button type="button" onClick={() => void vm.load()}>
            {t('site.retry')}
          </button>
        </Message>
      )}
      {vm.state === 'ready' && (
        <>
          <Chips role="group" aria-label={t('site.pageHeads.language')}>
            {LOCALES.map((locale) => (
              <button
                key={locale}
                type="button"
                aria-pressed={vm.locale === locale}
                onClick={() => vm.selectLocale(locale)}
              >
                {t(`site.pageHeads.languages.${locale}`)}
              </button>
            ))}
          </Chips>
          {vm.shownRows.map((row) => {
            const pageName = t(`site.pageHeads.pages.${row.page}`);
            return (
              <HeadTextBlock key={`${row.page}-${row.locale}`}>
                <legend>{pageName}</legend>
                <HeadTextInput vm={vm} row={row} part="title" pageName={pageName} />
                <HeadTextInput vm={vm} row={row} part="description" pageName={pageName} />
              </HeadTextBlock>
            );
          })}
          <SaveRow>
            <button
              type="button"
              className={vm.dirty ? accentButton : outlineButton}
              disabled={vm.saving}
              onClick={() => void vm.save()}
            >
              {vm.saving ? t('site.saving') : t('site.pageHeads.save')}
            </button>
            {vm.saved && <span role="status">{t('site.saved')}</span>}
            {vm.saveFailed && <FieldError role="alert">{t('site.saveFailed')}</FieldError>}
          </SaveRow>
        </>
      )}
    </SectionCard>
  );
});
