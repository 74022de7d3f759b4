import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { DialogViewModel } from '../../view-models/dialog.view-model';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { ModalActions } from './modal-actions';
import { ModalFrame } from './modal-frame';

/** The ask-user (confirm) modal: whatever DialogViewModel.ask() was given; closing answers null. */
export const AskUserModal = observer(() => {
  const vm = useInjected<DialogViewModel>(TOKENS.DialogViewModel);
  const { t } = useTranslation();
  const titleId = useId();
  const config = vm.config;
  if (!vm.isOpen || config === null) return null;
  return (
    <ModalFrame name="ask-user" labelledBy={titleId} onClose={vm.dismiss}>
      <h2 id={titleId}>{t(config.title, config.params)}</h2>
      <p>{t(config.text, config.params)}</p>
      <ModalActions>
        {config.options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={option.primary ? accentButton : outlineButton}
            onClick={() => vm.answer(option.value)}
          >
            {t(option.label)}
          </button>
        ))}
      </ModalActions>
    </ModalFrame>
  );
});
