import { styled } from '@linaria/react';
import { Link } from 'react-router-dom';
import { color, media } from '../styles/theme';

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${color.text};
  font-weight: 800;
  font-size: 18px;
  letter-spacing: 0.02em;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${color.accent};
  }

  ${media.phone} {
    & > span {
      display: none;
    }
  }
`;

export const LogoLink = ({ to, label, brand }: { to: string; label: string; brand: string }) => (
  <Anchor to={to} aria-label={label}>
    <img src="/logo.svg" alt="" width={40} height={40} />
    <span>{brand}</span>
  </Anchor>
);
