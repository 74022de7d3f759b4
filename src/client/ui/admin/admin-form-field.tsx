import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A refusal next to a field: an admin text key, and the server's own words when it gave some. */
export interface FieldProblem {
  readonly key: string;
  readonly message?: string;
}

export interface AdminFormFieldProps {
  /** The field's name in the form's problems, kept on the wrapper for the styles and tests. */
  readonly field: string;
  /** The id of the error paragraph, which the control names in aria-describedby. */
  readonly errorId: string;
  readonly label: ReactNode;
  readonly hint?: string;
  readonly problem?: FieldProblem;
  readonly wide?: boolean;
  readonly children: ReactNode;
}

/** A field's label, its control, a hint, and its error right under it (announced, and tied to the control). */
export const AdminFormField = ({ field, errorId, label, hint, problem, wide, children }: AdminFormFieldProps) => {
  const { t } = useTranslation('admin');
  return (
    <div data-field={field} data-wide={wide || undefined}>
      {label}
      {children}
      {hint !== undefined && <small>{hint}</small>}
      {problem !== undefined && (
        <p id={errorId} data-error role="alert">
          {t(problem.key)}
          {problem.message === undefined ? '' : ` (${problem.message})`}
        </p>
      )}
    </div>
  );
};
