import { styled } from '@linaria/react';
import { media } from '../styles/theme';

/** The row of buttons at the bottom of a modal; full-width buttons on phones. */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 20px;

  ${media.phone} {
    flex-direction: column;

    & > * {
      width: 100%;
    }
  }
`;
