import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toDeliveryDate } from '../../../domain/order/delivery-date.format';
import { TOKENS } from '../../di/tokens';
import { STOP_MESSAGE_LOCALES } from '../../../domain/shop-api/admin-site.contract';
import {
  localInputOfUntil,
  untilOfLocalInput,
  type DayDraft,
  type SiteSection,
  type StopDraft,
} from '../../view-models/site-admin-form';
import type { SiteAdminViewModel } from '../../view-models/site-admin.view-model';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { AdminCityChips } from './admin-city-chips';
import { AdminPageHeads } from './admin-page-heads';
import { Message, Toolbar } from './admin-orders.styles';
import { Check, Field, FieldError, FieldRow, SaveRow, SectionCard, StopBlock, Translations } from './admin-site.styles';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

type Vm = SiteAdminViewModel;

/** The reason under a refused input, in staff's words; nothing when the field is fine. */
const ErrorText = observer(({ vm, field, id }: { vm: Vm; field: string; id: string }) => {
  const { t } = useTranslation('admin');
  const problem = vm.errorFor(field);
  return problem === null ? null : <FieldError id={id}>{t(`site.problem.${problem}`)}</FieldError>;
});

/** An input with its label and, when refused, its reason under it (linked by aria-describedby). */
const Input = observer(
  ({
    vm,
    field,
    label,
    value,
    onChange,
    type = 'text',
    ...rest
  }: {
    vm: Vm;
    field: string;
    label: string;
    value: string;
    onChange: (value: string) => void;
    type?: string;
    inputMode?: 'numeric';
    disabled?: boolean;
  }) => {
    const errorId = `site-error-${field.replaceAll('.', '-')}`;
    const invalid = vm.errorFor(field) !== null;
    return (
      <Field>
        {label}
        <input
          type={type}
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        />
        <ErrorText vm={vm} field={field} id={errorId} />
      </Field>
    );
  },
);

/** A section's save button and what became of the last save. */
const Save = observer(({ vm, section, label }: { vm: Vm; section: SiteSection; label: string }) => {
  const { t } = useTranslation('admin');
  return (
    <SaveRow>
      <button
        type="button"
        className={accentButton}
        disabled={vm.saving !== null}
        onClick={() => void vm.save(section)}
      >
        {vm.saving === section ? t('site.saving') : label}
      </button>
      {vm.saved === section && <span role="status">{t('site.saved')}</span>}
      {vm.failedSection === section && <FieldError role="alert">{t('site.saveFailed')}</FieldError>}
    </SaveRow>
  );
});

/** Closed, or open from–to: one weekday or one exceptional date. */
const DayInputs = observer(
  ({
    vm,
    section,
    field,
    label,
    day,
  }: {
    vm: Vm;
    section: SiteSection;
    field: string;
    label: string;
    day: DayDraft;
  }) => {
    const { t } = useTranslation('admin');
    return (
      <>
        <Check>
          <input
            type="checkbox"
            checked={day.closed}
            onChange={(event) => vm.edit(section, () => (day.closed = event.target.checked))}
          />
          {t('site.closed', { day: label })}
        </Check>
        {!day.closed && (
          <>
            <Input
              vm={vm}
              field={`${field}.open`}
              type="time"
              label={t('site.opens', { day: label })}
              value={day.open}
              onChange={(value) => vm.edit(section, () => (day.open = value))}
            />
            <Input
              vm={vm}
              field={`${field}.close`}
              type="time"
              label={t('site.closes', { day: label })}
              value={day.close}
              onChange={(value) => vm.edit(section, () => (day.close = value))}
            />
          </>
        )}
      </>
    );
  },
);

/**
 * The English and Russian message of a stop, folded away until one is written or refused: most
 * stops are short-lived and many staff write only Ukrainian, which those customers then read.
 */
const StopTranslations = observer(
  ({ vm, stop, index, name }: { vm: Vm; stop: StopDraft; index: number; name: string }) => {
    const { t } = useTranslation('admin');
    const written = STOP_MESSAGE_LOCALES.some(
      (locale) => stop.translations[locale].title !== '' || stop.translations[locale].description !== '',
    );
    const refused = STOP_MESSAGE_LOCALES.some((locale) =>
      ['title', 'description'].some((part) => vm.errorFor(`stops.${index}.translations.${locale}.${part}`) !== null),
    );
    // Folded by the reader, not by the text: clearing the last letter must not snap it shut.
    const [open, setOpen] = useState(written);
    useEffect(() => {
      if (refused) setOpen(true);
    }, [refused]);
    return (
      <Translations open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t('site.stops.translations', { name })}</summary>
        <p>{t('site.stops.translationsHint')}</p>
        {STOP_MESSAGE_LOCALES.map((locale) => {
          const message = stop.translations[locale];
          const language = t(`site.stops.languages.${locale}`);
          const field = `stops.${index}.translations.${locale}`;
          return (
            <FieldRow key={locale}>
              <Input
                vm={vm}
                field={`${field}.title`}
                label={t('site.stops.messageTitleIn', { name, language })}
                value={message.title}
                onChange={(value) => vm.edit('stops', () => (message.title = value))}
              />
              <Input
                vm={vm}
                field={`${field}.description`}
                label={t('site.stops.messageTextIn', { name, language })}
                value={message.description}
                onChange={(value) => vm.edit('stops', () => (message.description = value))}
              />
            </FieldRow>
          );
        })}
      </Translations>
    );
  },
);

const Card = ({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) => (
  <SectionCard aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    {hint !== undefined && <p>{hint}</p>}
    {children}
  </SectionCard>
);

/**
 * Site management of one city: hours, exceptions, stop switches, sushi and phone, busy mode, slot
 * capacity, and the titles and descriptions of its pages.
 */
export const AdminSite = observer(() => {
  const vm = useInjected<SiteAdminViewModel>(TOKENS.SiteAdminViewModel);
  const { t } = useTranslation('admin');
  const [newDate, setNewDate] = useState('');
  useEffect(() => void vm.load(), [vm]);
  const draft = vm.draft;

  return (
    <>
      <Toolbar>
        <AdminCityChips texts="menu" selected={vm.cityId} onSelect={vm.selectCity} />
        <button type="button" className={outlineButton} onClick={() => void vm.load()}>
          {t('site.refresh')}
        </button>
      </Toolbar>
      {vm.state === 'loading' && <p role="status">{t('site.loading')}</p>}
      {vm.state === 'failed' && (
        <Message role="alert" data-tone="danger">
          <span>{t('site.failed')}</span>
          <button type="button" onClick={() => void vm.load()}>
            {t('site.retry')}
          </button>
        </Message>
      )}
      {draft !== null && (
        <>
          <Card id="site-hours" title={t('site.hours.title')} hint={t('site.hours.hint')}>
            {draft.weekly.map((day, index) => {
              const label = t(`site.weekdays.${WEEKDAYS[index] ?? 'monday'}`);
              return (
                <FieldRow key={WEEKDAYS[index]}>
                  <strong>{label}</strong>
                  <DayInputs vm={vm} section="hours" field={`weekly.${index}`} label={label} day={day} />
                </FieldRow>
              );
            })}
            <Save vm={vm} section="hours" label={t('site.hours.save')} />
          </Card>

          <Card id="site-exceptions" title={t('site.exceptions.title')} hint={t('site.exceptions.hint')}>
            {draft.exceptions.length === 0 && <p>{t('site.exceptions.none')}</p>}
            {draft.exceptions.map((exception, index) => (
              <FieldRow key={exception.date}>
                <strong>{exception.date}</strong>
                <ErrorText vm={vm} field={`exceptions.${index}.date`} id={`site-error-exceptions-${index}-date`} />
                <DayInputs
                  vm={vm}
                  section="exceptions"
                  field={`exceptions.${index}.hours`}
                  label={exception.date}
                  day={exception}
                />
                <button type="button" className={outlineButton} onClick={() => vm.removeException(exception.date)}>
                  {t('site.exceptions.remove', { date: exception.date })}
                </button>
              </FieldRow>
            ))}
            <FieldRow>
              <Field>
                {t('site.exceptions.date')}
                <input type="date" value={newDate} onChange={(event) => setNewDate(event.target.value)} />
              </Field>
              <button
                type="button"
                className={outlineButton}
                disabled={toDeliveryDate(newDate) === ''}
                onClick={() => {
                  vm.addException(toDeliveryDate(newDate));
                  setNewDate('');
                }}
              >
                {t('site.exceptions.add')}
              </button>
            </FieldRow>
            <Save vm={vm} section="exceptions" label={t('site.exceptions.save')} />
          </Card>

          <Card id="site-stops" title={t('site.stops.title')} hint={t('site.stops.hint')}>
            {draft.stops.map((stop, index) => {
              const name = t(`site.stops.switches.${stop.switch}`);
              return (
                <StopBlock key={stop.switch} data-stopped={stop.stopped}>
                  <Check>
                    <input
                      type="checkbox"
                      checked={stop.stopped}
                      onChange={(event) => vm.edit('stops', () => (stop.stopped = event.target.checked))}
                    />
                    {t('site.stops.stop', { name })}
                  </Check>
                  <Input
                    vm={vm}
                    field={`stops.${index}.title`}
                    label={t('site.stops.messageTitle', { name })}
                    value={stop.title}
                    onChange={(value) => vm.edit('stops', () => (stop.title = value))}
                  />
                  <Input
                    vm={vm}
                    field={`stops.${index}.description`}
                    label={t('site.stops.messageText', { name })}
                    value={stop.description}
                    onChange={(value) => vm.edit('stops', () => (stop.description = value))}
                  />
                  <StopTranslations key={vm.cityId} vm={vm} stop={stop} index={index} name={name} />
                </StopBlock>
              );
            })}
            <Save vm={vm} section="stops" label={t('site.stops.save')} />
          </Card>

          <Card id="site-city" title={t('site.city.title')}>
            <Check>
              <input
                type="checkbox"
                checked={draft.sushiEnabled}
                onChange={(event) => vm.edit('city', (d) => (d.sushiEnabled = event.target.checked))}
              />
              {t('site.city.sushi')}
            </Check>
            <Input
              vm={vm}
              field="phone"
              type="tel"
              label={t('site.city.phone')}
              value={draft.phone}
              onChange={(value) => vm.edit('city', (d) => (d.phone = value))}
            />
            <Save vm={vm} section="city" label={t('site.city.save')} />
          </Card>

          <Card id="site-busy" title={t('site.busy.title')} hint={t('site.busy.hint')}>
            <Check>
              <input
                type="checkbox"
                checked={draft.busyOn}
                onChange={(event) => vm.edit('busy', (d) => (d.busyOn = event.target.checked))}
              />
              {t('site.busy.on')}
            </Check>
            {draft.busyOn && (
              <FieldRow>
                <Input
                  vm={vm}
                  field="busy.minutes"
                  inputMode="numeric"
                  label={t('site.busy.minutes')}
                  value={draft.busyMinutes}
                  onChange={(value) => vm.edit('busy', (d) => (d.busyMinutes = value))}
                />
                <Input
                  vm={vm}
                  field="busy.until"
                  type="datetime-local"
                  label={t('site.busy.until')}
                  value={localInputOfUntil(draft.busyUntil)}
                  onChange={(value) => vm.edit('busy', (d) => (d.busyUntil = untilOfLocalInput(value)))}
                />
              </FieldRow>
            )}
            <Save vm={vm} section="busy" label={t('site.busy.save')} />
          </Card>

          <Card id="site-capacity" title={t('site.capacity.title')} hint={t('site.capacity.hint')}>
            <Input
              vm={vm}
              field="slotCapacity"
              inputMode="numeric"
              label={t('site.capacity.label')}
              value={draft.slotCapacity}
              onChange={(value) => vm.edit('capacity', (d) => (d.slotCapacity = value))}
            />
            <Save vm={vm} section="capacity" label={t('site.capacity.save')} />
          </Card>
        </>
      )}
      <AdminPageHeads cityId={vm.cityId} />
    </>
  );
});
