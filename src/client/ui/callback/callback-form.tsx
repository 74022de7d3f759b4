import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallbackViewModel } from '../../view-models/callback.view-model';
import { accentButton } from '../styles/controls.styles';
import { color, radius } from '../styles/theme';

const Form = styled.form`
  display: grid;
  gap: 14px;
  margin-top: 16px;
`;

const Field = styled.label`
  display: grid;
  gap: 6px;
  color: ${color.text};
  font-size: 14px;
  font-weight: 600;

  & input,
  & textarea {
    width: 100%;
    min-height: 46px;
    padding: 10px 14px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-weight: 400;
  }

  & textarea {
    min-height: 84px;
    resize: vertical;
  }

  & input:focus,
  & textarea:focus {
    border-color: ${color.accent};
    outline: none;
  }
`;

const Required = styled.span`
  color: ${color.accent};
`;

const Send = styled.button`
  width: 100%;
  margin-top: 4px;
`;

const Failure = styled.p`
  margin: 0;
  color: ${color.danger} !important;
  font-weight: 600;
`;

const Star = ({ label }: { label: string }) => (
  <Required aria-hidden="true" title={label}>
    {' *'}
  </Required>
);

/** The pending and error states of the popup: the form; the error sits under the send button. */
export const CallbackForm = observer(({ vm }: { vm: CallbackViewModel }) => {
  const { t } = useTranslation('frame');
  const errorId = useId();
  const failed = vm.status === 'error';
  return (
    <Form
      noValidate
      aria-busy={vm.isSending}
      onSubmit={(event) => {
        event.preventDefault();
        void vm.send();
      }}
    >
      <Field>
        <span>
          {t('callback.name')}
          <Star label={t('callback.required')} />
        </span>
        <input
          name="name"
          autoComplete="name"
          required
          value={vm.form.name}
          readOnly={vm.isSending}
          onChange={(event) => vm.edit('name', event.target.value)}
        />
      </Field>
      <Field>
        <span>
          {t('callback.phone')}
          <Star label={t('callback.required')} />
        </span>
        <input
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          placeholder={vm.phonePlaceholder}
          value={vm.form.phone}
          readOnly={vm.isSending}
          onChange={(event) => vm.edit('phone', event.target.value)}
        />
      </Field>
      <Field>
        <span>{t('callback.comment')}</span>
        <textarea
          name="comment"
          placeholder={t('callback.commentHint')}
          value={vm.form.comment}
          readOnly={vm.isSending}
          onChange={(event) => vm.edit('comment', event.target.value)}
        />
      </Field>
      <Send
        type="submit"
        className={accentButton}
        disabled={!vm.canSend}
        aria-describedby={failed ? errorId : undefined}
      >
        {vm.isSending ? t('callback.sending') : t('callback.send')}
      </Send>
      {failed && (
        <Failure id={errorId} role="alert">
          {t('callback.error')}
        </Failure>
      )}
    </Form>
  );
});
