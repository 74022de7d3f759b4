import { styled } from '@linaria/react';
import { color, media, radius } from '../styles/theme';

export const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 8px;
  margin: 24px 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${media.phone} {
    grid-template-columns: 1fr;
  }

  & li {
    position: relative;
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    color: ${color.muted};
    counter-increment: step;
  }

  & li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 28px;
    height: 28px;
    border-radius: ${radius.pill};
    border: 2px solid ${color.border};
    font-weight: 700;
  }

  & li[data-state='done']::before {
    content: '✓';
    border-color: ${color.accent};
    color: ${color.accent};
  }

  & li[data-state='current'] {
    border-color: ${color.accent};
    color: ${color.text};
    font-weight: 600;
  }

  & li[data-state='current']::before {
    border-color: ${color.accent};
    background: ${color.accent};
    color: ${color.onAccent};
  }
`;

export const Notice = styled.p`
  margin: 16px 0;
  padding: 14px 16px;
  border-radius: ${radius.small};
  background: ${color.surfaceRaised};

  && {
    color: ${color.text};
  }

  &[data-tone='danger'] {
    border-left: 4px solid ${color.danger};
  }

  &[data-tone='accent'] {
    border-left: 4px solid ${color.accent};
  }
`;

export const Total = styled.p`
  display: flex;
  justify-content: space-between;

  && {
    color: ${color.text};
    font-size: 19px;
  }
`;
