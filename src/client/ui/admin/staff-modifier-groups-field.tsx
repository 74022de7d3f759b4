import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MODIFIER_GROUP_KINDS, type ModifierGroupKind } from '../../../domain/modifier/modifier-group';
import { LOCALES, type Locale, type Translated } from '../../../domain/shared/locale';
import type { ModifierDraft, ModifierGroupDraft } from '../../view-models/staff-modifier-groups-form';
import type { StaffModifierGroupsEditor } from '../../view-models/staff-modifier-groups-editor';
import { outlineButton } from '../styles/controls.styles';
import { AdminFormField } from './admin-form-field';
import { ModifierGroupsFrame } from './admin-menu.styles';

type Editor = StaffModifierGroupsEditor;

const idOf = (field: string): string => `modifiers-${field.replaceAll('.', '-')}`;
const errorIdOf = (field: string): string => `${idOf(field)}-error`;

/** The control's link to its refusal: aria-invalid and aria-describedby while there is one. */
const invalidProps = (editor: Editor, field: string) => {
  const refused = editor.fieldProblems[field] !== undefined;
  return { 'aria-invalid': refused, ...(refused ? { 'aria-describedby': errorIdOf(field) } : {}) };
};

/** A labelled input of the groups, its refusal under it (the API's field path names both). */
const TextField = observer(
  ({
    editor,
    field,
    label,
    value,
    onChange,
    inputMode,
    hint,
  }: {
    editor: Editor;
    field: string;
    label: string;
    value: string;
    onChange: (value: string) => void;
    inputMode?: 'decimal' | 'numeric';
    hint?: string;
  }) => (
    <AdminFormField
      field={field}
      errorId={errorIdOf(field)}
      label={<label htmlFor={idOf(field)}>{label}</label>}
      {...(hint === undefined ? {} : { hint })}
      {...(editor.fieldProblems[field] === undefined ? {} : { problem: editor.fieldProblems[field] })}
    >
      <input
        id={idOf(field)}
        autoComplete="off"
        value={value}
        {...(inputMode === undefined ? {} : { inputMode })}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(editor, field)}
      />
    </AdminFormField>
  ),
);

/** A refusal with no input of its own (an empty group, two defaults, a modifier twice): said where it belongs. */
const Problem = observer(({ editor, field }: { editor: Editor; field: string }) => {
  const { t } = useTranslation('admin');
  const problem = editor.fieldProblems[field];
  if (problem === undefined) return null;
  return (
    <p id={errorIdOf(field)} data-error data-wide role="alert">
      {t(problem.key)}
      {problem.message === undefined ? '' : ` (${problem.message})`}
    </p>
  );
});

const Names = ({
  editor,
  at,
  texts,
  label,
  onChange,
}: {
  editor: Editor;
  at: string;
  texts: Translated;
  label: (locale: Locale) => string;
  onChange: (locale: Locale, text: string) => void;
}) => (
  <>
    {LOCALES.map((locale) => (
      <TextField
        key={locale}
        editor={editor}
        field={`${at}.translation.${locale}`}
        label={label(locale)}
        value={texts[locale]}
        onChange={(text) => onChange(locale, text)}
      />
    ))}
  </>
);

/** Up, down and remove of one group or modifier, each button naming what it moves. */
const RowButtons = ({
  index,
  count,
  name,
  move,
  remove,
  disabled,
}: {
  index: number;
  count: number;
  name: string;
  move: (step: -1 | 1) => void;
  remove: () => void;
  disabled: boolean;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div data-row-buttons data-wide>
      <button
        type="button"
        className={outlineButton}
        disabled={disabled || index === 0}
        aria-label={t('menu.modifiers.moveUp', { name })}
        onClick={() => move(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={outlineButton}
        disabled={disabled || index === count - 1}
        aria-label={t('menu.modifiers.moveDown', { name })}
        onClick={() => move(1)}
      >
        ↓
      </button>
      <button type="button" className={outlineButton} disabled={disabled} onClick={remove}>
        {t('menu.modifiers.remove', { name })}
      </button>
    </div>
  );
};

const ModifierFields = observer(
  ({
    editor,
    group,
    g,
    modifier,
    m,
  }: {
    editor: Editor;
    group: ModifierGroupDraft;
    g: number;
    modifier: ModifierDraft;
    m: number;
  }) => {
    const { t } = useTranslation('admin');
    const at = `groups.${g}.modifiers.${m}`;
    const name = t('menu.modifiers.modifierOf', { group: g + 1, number: m + 1 });
    return (
      <fieldset data-modifier>
        <legend>{name}</legend>
        <Names
          editor={editor}
          at={at}
          texts={modifier.translation}
          label={(locale) => t(`menu.modifiers.modifierName.${locale}`)}
          onChange={(locale, text) => editor.editModifierName(g, m, locale, text)}
        />
        <TextField
          editor={editor}
          field={`${at}.price`}
          label={t('menu.modifiers.price')}
          hint={t('menu.modifiers.priceHint')}
          inputMode="decimal"
          value={modifier.price}
          onChange={(price) => editor.editModifier(g, m, { price })}
        />
        {group.kind === 'any-of' && (
          <TextField
            editor={editor}
            field={`${at}.maxCount`}
            label={t('menu.modifiers.maxCount')}
            inputMode="numeric"
            value={modifier.maxCount}
            onChange={(maxCount) => editor.editModifier(g, m, { maxCount })}
          />
        )}
        {modifier.sharedWith > 0 && (
          <small data-wide>{t('menu.modifiers.shared', { others: modifier.sharedWith })}</small>
        )}
        <Problem editor={editor} field={`${at}.iikoId`} />
        <Problem editor={editor} field={`${at}.isDefault`} />
        <RowButtons
          index={m}
          count={group.modifiers.length}
          name={name}
          move={(step) => editor.moveModifier(g, m, step)}
          remove={() => editor.removeModifier(g, m)}
          disabled={editor.saving}
        />
      </fieldset>
    );
  },
);

const GroupFields = observer(({ editor, group, g }: { editor: Editor; group: ModifierGroupDraft; g: number }) => {
  const { t } = useTranslation('admin');
  const at = `groups.${g}`;
  const name = t('menu.modifiers.group', { number: g + 1 });
  const defaultIndex = group.modifiers.findIndex((modifier) => modifier.isDefault);
  return (
    <fieldset data-group>
      <legend>{name}</legend>
      <Names
        editor={editor}
        at={at}
        texts={group.translation}
        label={(locale) => t(`menu.modifiers.groupName.${locale}`)}
        onChange={(locale, text) => editor.editGroupName(g, locale, text)}
      />
      <AdminFormField
        field={`${at}.kind`}
        errorId={errorIdOf(`${at}.kind`)}
        label={<label htmlFor={idOf(`${at}.kind`)}>{t('menu.modifiers.kind')}</label>}
      >
        <select
          id={idOf(`${at}.kind`)}
          value={group.kind}
          onChange={(event) => editor.setKind(g, event.target.value as ModifierGroupKind)}
        >
          {MODIFIER_GROUP_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`menu.modifiers.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </AdminFormField>
      {group.kind === 'one-of' ? (
        <>
          <div data-field={`${at}.required`} data-checks>
            <label>
              <input
                type="checkbox"
                checked={group.required}
                onChange={(event) => editor.editGroup(g, { required: event.target.checked })}
              />
              {t('menu.modifiers.required')}
            </label>
          </div>
          <AdminFormField
            field={`${at}.default`}
            errorId={errorIdOf(`${at}.default`)}
            label={<label htmlFor={idOf(`${at}.default`)}>{t('menu.modifiers.default')}</label>}
            {...(editor.fieldProblems[`${at}.default`] === undefined
              ? {}
              : { problem: editor.fieldProblems[`${at}.default`] })}
          >
            <select
              id={idOf(`${at}.default`)}
              value={String(defaultIndex)}
              onChange={(event) => {
                const index = Number(event.target.value);
                editor.setDefault(g, index < 0 ? null : index);
              }}
              {...invalidProps(editor, `${at}.default`)}
            >
              <option value="-1">{t('menu.modifiers.noDefault')}</option>
              {group.modifiers.map((modifier, m) => (
                <option key={modifier.key} value={String(m)}>
                  {modifier.translation.uk.trim() || t('menu.modifiers.modifierOf', { group: g + 1, number: m + 1 })}
                </option>
              ))}
            </select>
          </AdminFormField>
        </>
      ) : (
        <TextField
          editor={editor}
          field={`${at}.maxTotal`}
          label={t('menu.modifiers.maxTotal')}
          hint={t('menu.modifiers.maxTotalHint')}
          inputMode="numeric"
          value={group.maxTotal}
          onChange={(maxTotal) => editor.editGroup(g, { maxTotal })}
        />
      )}
      <Problem editor={editor} field={`${at}.required`} />
      <Problem editor={editor} field={`${at}.kind`} />
      <ol data-wide>
        {group.modifiers.map((modifier, m) => (
          <li key={modifier.key}>
            <ModifierFields editor={editor} group={group} g={g} modifier={modifier} m={m} />
          </li>
        ))}
      </ol>
      <Problem editor={editor} field={`${at}.modifiers`} />
      <div data-wide>
        <button type="button" className={outlineButton} disabled={editor.saving} onClick={() => editor.addModifier(g)}>
          {t('menu.modifiers.addModifier', { group: g + 1 })}
        </button>
      </div>
      <RowButtons
        index={g}
        count={editor.groups.length}
        name={name}
        move={(step) => editor.moveGroup(g, step)}
        remove={() => editor.removeGroup(g)}
        disabled={editor.saving}
      />
    </fieldset>
  );
});

/**
 * The product's modifier groups in its edit form (architecture/admin-menu.md, "Modifiers"): each
 * group's names, kind (one of, e.g. the patty; any of, the extras), whether it must be chosen or
 * its maximum, and its modifiers with names, price and, for extras, the most per piece. Groups and
 * modifiers are added, removed and reordered here, and saved with the product.
 */
export const StaffModifierGroupsField = observer(({ editor }: { editor: Editor }) => {
  const { t } = useTranslation('admin');
  return (
    <ModifierGroupsFrame
      data-wide
      data-field="groups"
      aria-labelledby="modifier-groups-title"
      aria-busy={editor.saving}
    >
      <h3 id="modifier-groups-title">{t('menu.modifiers.title')}</h3>
      <small>{t('menu.modifiers.hint')}</small>
      {editor.state === 'loading' && <p role="status">{t('menu.modifiers.loading')}</p>}
      {editor.state === 'failed' && (
        <p data-error role="alert">
          {t('menu.modifiers.problem.loadFailed')}{' '}
          <button type="button" className={outlineButton} onClick={() => void editor.load()}>
            {t('menu.retry')}
          </button>
        </p>
      )}
      {editor.state === 'ready' && (
        <>
          {editor.groups.length === 0 && <p>{t('menu.modifiers.none')}</p>}
          {editor.groups.map((group, g) => (
            <GroupFields key={group.key} editor={editor} group={group} g={g} />
          ))}
          <Problem editor={editor} field="groups" />
          <div data-add-group>
            {MODIFIER_GROUP_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                className={outlineButton}
                disabled={editor.saving}
                onClick={() => editor.addGroup(kind)}
              >
                {t(`menu.modifiers.add.${kind}`)}
              </button>
            ))}
          </div>
          {editor.dirty && <small role="status">{t('menu.modifiers.unsaved')}</small>}
        </>
      )}
      {editor.formProblem !== null && (
        <p data-error role="alert">
          {t(editor.formProblem.key)}
          {editor.formProblem.message === undefined ? '' : ` (${editor.formProblem.message})`}
        </p>
      )}
    </ModifierGroupsFrame>
  );
});
