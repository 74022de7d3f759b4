import { styled } from '@linaria/react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../components/close-icon';
import { keepTabInside } from '../components/focus-trap';
import { roundCloseButton } from '../styles/controls.styles';
import { color, media, radius } from '../styles/theme';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.66);

  ${media.phone} {
    align-items: flex-end;
    padding: 0;
  }
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 460px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 28px 28px 24px;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: ${color.surface};
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.5);

  &:focus {
    outline: none;
  }

  & h2 {
    margin-right: 36px;
    font-size: 24px;
  }

  & p {
    color: ${color.muted};
  }

  ${media.phone} {
    max-height: 92vh;
    padding: 24px 20px 20px;
    border-radius: ${radius.large} ${radius.large} 0 0;
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 14px;
  right: 14px;
`;

interface Props {
  /** id of the heading that names the dialog. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  /** Distinguishes the dialogs for tests and styles. */
  name: string;
}

/**
 * The shell of every modal: backdrop, close button, Escape, focus moved in and given back, Tab
 * kept inside. Keys are handled on the panel, so with two modals only the one in focus reacts.
 */
export const ModalFrame = ({ labelledBy, onClose, children, name }: Props) => {
  const { t } = useTranslation('frame');
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    keepTabInside(event, panel.current);
  };

  return (
    <Overlay
      data-modal={name}
      // Only a press that starts on the dim backdrop closes: dragging out of a field must not.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <CloseButton className={roundCloseButton} type="button" aria-label={t('modal.close')} onClick={onClose}>
          <CloseIcon />
        </CloseButton>
        {children}
      </Panel>
    </Overlay>
  );
};
