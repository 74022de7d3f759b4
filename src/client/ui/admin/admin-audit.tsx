import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_AUDIT_SECTIONS, type AdminAuditSection } from '../../../domain/shop-api/admin-audit.contract';
import { TOKENS } from '../../di/tokens';
import type { RecordField } from '../../view-models/admin-audit-entry-view';
import type { AdminAuditViewModel } from '../../view-models/admin-audit.view-model';
import { useInjected } from '../di/container-context';
import { outlineButton } from '../styles/controls.styles';
import { CardList, Entry, SelectField } from './admin-accounts.styles';
import { Message, Toolbar } from './admin-orders.styles';

const isSection = (value: string): value is AdminAuditSection =>
  (ADMIN_AUDIT_SECTIONS as readonly string[]).includes(value);

/** A logged record in words: known field names and yes/no translated, the rest as logged. */
const RecordText = ({ fields }: { readonly fields: readonly RecordField[] | null }) => {
  const { t } = useTranslation('admin');
  if (fields === null) return <>{t('audit.nothing')}</>;
  const value = (field: RecordField) =>
    typeof field.value === 'boolean' ? t(field.value ? 'audit.yes' : 'audit.no') : field.value;
  return (
    <>
      {fields
        .map((field) =>
          field.name === null
            ? value(field)
            : `${t(`audit.field.${field.name}`, { defaultValue: field.name })}: ${value(field)}`,
        )
        .join(', ')}
    </>
  );
};

/** The change log: who changed what in the admin area and when (Kyiv time), newest first, with the record before and after. */
export const AdminAudit = observer(() => {
  const audit = useInjected<AdminAuditViewModel>(TOKENS.AdminAuditViewModel);
  const { t } = useTranslation('admin');
  useEffect(() => void audit.load(), [audit]);
  return (
    <>
      <Toolbar>
        <SelectField>
          {t('audit.sectionFilter')}
          <select
            value={audit.section ?? ''}
            onChange={(event) => audit.selectSection(isSection(event.target.value) ? event.target.value : null)}
          >
            <option value="">{t('audit.allSections')}</option>
            {ADMIN_AUDIT_SECTIONS.map((section) => (
              <option key={section} value={section}>
                {t(`audit.section.${section}`)}
              </option>
            ))}
          </select>
        </SelectField>
        <button type="button" className={outlineButton} onClick={() => void audit.load()}>
          {t('audit.refresh')}
        </button>
      </Toolbar>

      {audit.state === 'loading' && <p role="status">{t('audit.loading')}</p>}
      {audit.state === 'failed' && (
        <Message role="alert" data-tone="danger">
          <span>{t('audit.failed')}</span>
          <button type="button" onClick={() => void audit.load()}>
            {t('audit.retry')}
          </button>
        </Message>
      )}
      {audit.state === 'ready' && audit.views.length === 0 && <p>{t('audit.empty')}</p>}
      {audit.state === 'ready' && audit.views.length > 0 && (
        <CardList aria-label={t('audit.listLabel')}>
          {audit.views.map((entry) => (
            <li key={entry.id}>
              <Entry data-testid="audit-entry" aria-labelledby={`audit-${entry.id}-what`}>
                <time>{t('audit.when', { date: entry.date, time: entry.time })}</time>
                <p id={`audit-${entry.id}-what`}>
                  <strong>{t(`audit.action.${entry.action}`, { defaultValue: entry.action })}</strong>
                  {': '}
                  {entry.target}
                </p>
                <p className="change">
                  {t('audit.by', { by: entry.by, section: t(`audit.section.${entry.section}`) })}
                </p>
                <p className="change">
                  {t('audit.before')} <RecordText fields={entry.before} /> → {t('audit.after')}{' '}
                  <ins>
                    <RecordText fields={entry.after} />
                  </ins>
                </p>
              </Entry>
            </li>
          ))}
        </CardList>
      )}
      {audit.state === 'ready' && audit.hasOlder && (
        <Toolbar>
          <button
            type="button"
            className={outlineButton}
            disabled={audit.loadingOlder}
            onClick={() => void audit.loadOlder()}
          >
            {t(audit.loadingOlder ? 'audit.loadingOlder' : 'audit.older')}
          </button>
        </Toolbar>
      )}
      {audit.olderFailed && (
        <Message role="alert" data-tone="danger">
          {t('audit.olderFailed')}
        </Message>
      )}
    </>
  );
});
