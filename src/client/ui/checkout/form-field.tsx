import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, field } from './checkout.styles';

interface Props {
  label: string;
  /** Name, phone, locality, street and house carry an asterisk. */
  required?: boolean;
  /** A translation key of the checkout namespace, or null. */
  error?: string | null;
  /** Id of the control, so the label and the error are tied to it. */
  htmlFor: string;
  children: ReactNode;
}

/** A labelled field with its reason next to it. */
export const FormField = ({ label, required = false, error = null, htmlFor, children }: Props) => {
  const { t } = useTranslation('checkout');
  return (
    <div className={field}>
      <label htmlFor={htmlFor}>
        {label}
        {required && (
          <span title={t('required')} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error !== null && (
        <span id={`${htmlFor}-error`} className={errorText} role="alert">
          {t(`errors.${error}`)}
        </span>
      )}
    </div>
  );
};
