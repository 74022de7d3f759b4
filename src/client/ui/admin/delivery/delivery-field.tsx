import { useTranslation } from 'react-i18next';
import type { DeliveryProblem } from '../../../view-models/delivery/delivery-problem';
import { Field, FieldProblem } from './admin-delivery.styles';

/** A problem in staff words: the key's text, with the server's sentence where it explained a refusal. */
export const useProblemText = () => {
  const { t } = useTranslation('admin');
  return (problem: DeliveryProblem | null): string | null =>
    problem === null ? null : t(problem.key, { message: problem.message ?? '' });
};

interface DeliveryFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly problem: DeliveryProblem | null;
  readonly onChange: (value: string) => void;
  readonly inputMode?: 'text' | 'numeric';
}

/** A labelled text field with its problem right under it (described-by, so screen readers read both). */
export const DeliveryField = ({ id, label, value, problem, onChange, inputMode = 'text' }: DeliveryFieldProps) => {
  const text = useProblemText()(problem);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        inputMode={inputMode}
        aria-invalid={text !== null}
        aria-describedby={text === null ? undefined : `${id}-problem`}
        onChange={(event) => onChange(event.target.value)}
      />
      {text !== null && <FieldProblem id={`${id}-problem`}>{text}</FieldProblem>}
    </Field>
  );
};

/** A problem of the whole form or list, announced. */
export const DeliveryAlert = ({ problem }: { problem: DeliveryProblem | null }) => {
  const text = useProblemText()(problem);
  return text === null ? null : <FieldProblem role="alert">{text}</FieldProblem>;
};
