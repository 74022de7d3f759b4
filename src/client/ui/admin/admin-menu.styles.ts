import { styled } from '@linaria/react';
import { color, media, radius } from '../styles/theme';
import { CouponForm } from './admin-coupons.styles';

/*
 * The menu editor's look: one row per product, photo and name first, then the city price and the
 * stop switch. Rows wrap instead of scrolling sideways, so the same row works beside the admin
 * menu on a desktop and full width on a phone. A stopped product fades and gets a red edge.
 */

export const SearchField = styled.label`
  display: flex;
  flex: 1 1 240px;
  flex-direction: column;
  gap: 4px;
  max-width: 420px;
  color: ${color.muted};
  font-size: 14px;

  & > input {
    min-height: 40px;
    padding: 0 14px;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: 16px;
  }
`;

export const CategoryBlock = styled.section`
  margin: 0 0 28px;

  & > h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }

  & > p {
    margin: 0;
    color: ${color.muted};
  }
`;

export const ProductList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  padding: 12px 16px;
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.border};
  border-radius: ${radius.small};
  background: ${color.surface};

  &[data-stopped='true'] {
    border-left-color: ${color.danger};
    background: #1a1616;
  }

  &[data-stopped='true'] img {
    filter: grayscale(1);
    opacity: 0.45;
  }

  &[data-stopped='true'] h3 {
    color: ${color.muted};
  }
`;

export const Head = styled.div`
  display: flex;
  flex: 1 1 220px;
  align-items: center;
  gap: 12px;
  min-width: 0;

  & > img,
  & > picture > img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    object-fit: contain;
  }

  & h3 {
    margin: 0;
    font-size: 16px;
    overflow-wrap: anywhere;
  }

  & p {
    margin: 2px 0 0;
    color: ${color.muted};
    font-size: 14px;
  }
`;

export const PriceForm = styled.form`
  display: flex;
  flex: 0 1 300px;
  flex-direction: column;
  gap: 4px;
  min-width: 220px;

  & > label {
    color: ${color.muted};
    font-size: 13px;
  }

  & > div {
    display: flex;
    gap: 8px;
  }

  & input {
    flex: 1;
    min-width: 0;
    min-height: 40px;
    padding: 0 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: 16px;
  }

  & input[aria-invalid='true'] {
    border-color: ${color.danger};
  }

  & button {
    min-height: 40px;
    padding: 0 16px;
  }

  & small {
    color: ${color.muted};
    font-size: 12px;
    line-height: 1.35;
  }

  ${media.narrow} {
    flex-basis: 100%;
    min-width: 0;
  }
`;

/* Two halves of one pill; the pressed half is the product's state now. */
export const Availability = styled.div`
  display: flex;
  flex: none;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};

  & > button {
    min-height: 40px;
    padding: 0 14px;
    border: 0;
    background: transparent;
    color: ${color.muted};
    font: inherit;
    font-size: 14px;
    white-space: nowrap;
    cursor: pointer;
  }

  & > button[aria-pressed='true'] {
    background: ${color.accent};
    color: ${color.onAccent};
    font-weight: 700;
    cursor: default;
  }

  & > button[data-state='stopped'][aria-pressed='true'] {
    background: ${color.danger};
  }

  & > button:disabled {
    cursor: progress;
    opacity: 0.6;
  }

  ${media.narrow} {
    flex-basis: 100%;

    & > button {
      flex: 1;
    }
  }
`;

export const Problem = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: 14px;
`;

/* The product form: the coupons' form frame, with room for descriptions and a size with its unit. */
export const ProductFormFrame = styled(CouponForm)`
  & textarea {
    box-sizing: border-box;
    width: 100%;
    padding: 8px 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: 16px;
    resize: vertical;
  }

  & textarea[aria-invalid='true'] {
    border-color: ${color.danger};
  }

  & [data-size] {
    display: flex;
    gap: 8px;
  }

  & [data-size] > select {
    flex: none;
    width: auto;
  }

  & button[data-danger] {
    border-color: ${color.danger};
    color: ${color.danger};
  }
`;

/* Up and down within the category, and the edit button: small, beside the stop switch. */
export const RowTools = styled.div`
  display: flex;
  flex: none;
  gap: 6px;

  & > button {
    min-width: 40px;
    min-height: 40px;
    padding: 0 12px;
  }

  ${media.narrow} {
    flex-basis: 100%;

    & > button:last-child {
      flex: 1;
    }
  }
`;

export const HiddenBadge = styled.span`
  display: inline-block;
  margin-left: 8px;
  padding: 1px 8px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  color: ${color.muted};
  font-size: 12px;
  font-weight: 700;
  vertical-align: middle;
`;

/* The product's photo in its form: the picture beside the picker, its progress and messages; stacked on a phone. */
export const PhotoField = styled.div`
  & [data-photo-row] {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: flex-start;
  }

  & [data-photo-row] > img,
  & [data-photo-row] > picture > img {
    flex: none;
    width: 120px;
    height: 120px;
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    object-fit: contain;
  }

  & [data-photo-controls] {
    display: flex;
    flex: 1 1 220px;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
  }

  & input[type='file'] {
    max-width: 100%;
  }

  & progress {
    width: 100%;
    max-width: 320px;
  }

  & [data-photo-status]:empty {
    display: none;
  }

  & [data-photo-controls] > button {
    align-self: flex-start;
  }
`;

/*
 * The modifier groups of the product form: each group a framed block of its own fields, its
 * modifiers a numbered list of smaller blocks. Fields flow in columns that fold into one on a phone.
 */
export const ModifierGroupsFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;

  & h3 {
    margin: 0;
    font-size: 17px;
  }

  & fieldset[data-group],
  & fieldset[data-modifier] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 10px 14px;
    padding: 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
  }

  & fieldset[data-modifier] {
    background: ${color.surfaceRaised};
  }

  & fieldset > legend {
    padding: 0 6px;
    color: ${color.text};
    font-weight: 700;
  }

  & ol {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & [data-row-buttons],
  & [data-add-group] {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }

  & [data-row-buttons] > button {
    min-width: 40px;
  }
`;
