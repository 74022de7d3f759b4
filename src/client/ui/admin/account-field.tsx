import { useTranslation } from 'react-i18next';
import type { AccountProblem } from '../../view-models/admin-account-problem';
import { Field, FieldProblem } from './admin-accounts.styles';

interface AccountFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'password';
  readonly autoComplete: string;
  readonly problem: AccountProblem | undefined;
  readonly hint?: string;
  readonly disabled?: boolean;
}

/** A labelled field with its problem right under it, tied to it for screen readers. */
export const AccountField = ({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  problem,
  hint,
  disabled,
}: AccountFieldProps) => {
  const { t } = useTranslation('admin');
  const described = [problem === undefined ? null : `${id}-problem`, hint === undefined ? null : `${id}-hint`]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={problem !== undefined}
        aria-describedby={described === '' ? undefined : described}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem !== undefined && (
        <FieldProblem id={`${id}-problem`} role="alert">
          {t(problem.key, problem.values)}
        </FieldProblem>
      )}
      {hint !== undefined && <small id={`${id}-hint`}>{hint}</small>}
    </Field>
  );
};
