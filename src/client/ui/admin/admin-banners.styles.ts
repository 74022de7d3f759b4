import { styled } from '@linaria/react';
import { color, radius } from '../styles/theme';

/** A banner's picture as the slider crops it (3:1), so staff see what customers will. */
export const BannerThumb = styled.img`
  display: block;
  width: 100%;
  max-width: 360px;
  height: auto;
  aspect-ratio: 3 / 1;
  border-radius: ${radius.small};
  background: ${color.surfaceRaised};
  object-fit: cover;
`;

/** One picture of the form: its preview beside the file picker, its progress and its problem. */
export const BannerPictureBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-top: 10px;

  & [data-picture-row] {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: flex-start;
  }

  & [data-picture-row] > img,
  & [data-picture-row] > [data-empty] {
    flex: none;
    width: 240px;
    max-width: 100%;
    height: 80px;
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    object-fit: cover;
  }

  & [data-empty] {
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${color.muted};
    font-size: 14px;
  }

  & [data-picture-controls] {
    display: flex;
    flex: 1 1 220px;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
  }

  & progress {
    width: 100%;
    max-width: 320px;
  }

  & [data-picture-controls] > button {
    align-self: flex-start;
  }
`;

/** The intro of /admin/banners/: the two pages as links. */
export const BannerPages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-block;
    padding: 10px 16px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    color: ${color.accent};
  }
`;

/** Delete asks once more, right in the card. */
export const ConfirmBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 10px;
  border: 1px solid ${color.danger};
  border-radius: ${radius.small};

  & p {
    flex: 1 1 100%;
    margin: 0;
  }
`;
