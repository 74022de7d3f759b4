import { describe, expect, it } from 'vitest';
import {
  boundingBoxContains,
  boundingBoxOfPositions,
  EMPTY_BOUNDING_BOX,
  unionBoundingBoxes,
} from '../../../../src/domain/delivery-zone/bounding-box.geometry';

describe('bounding boxes', () => {
  it('spans the positions and skips broken vertices', () => {
    expect(
      boundingBoxOfPositions([
        [24.1, 49.9],
        [23.9, 49.8],
        [Number.NaN, 0],
        [24.0, 50.0],
      ]),
    ).toEqual({ minLng: 23.9, minLat: 49.8, maxLng: 24.1, maxLat: 50.0 });
  });

  it('contains its edges and, with a tolerance, points just past them', () => {
    const box = { minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 };
    expect(boundingBoxContains(box, [1, 1])).toBe(true);
    expect(boundingBoxContains(box, [1.5, 0.5])).toBe(false);
    expect(boundingBoxContains(box, [1 + 1e-10, 0.5])).toBe(false);
    expect(boundingBoxContains(box, [1 + 1e-10, 0.5], 1e-9)).toBe(true);
  });

  it('unions boxes, and the empty box contains nothing', () => {
    expect(
      unionBoundingBoxes([
        { minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 },
        { minLng: 5, minLat: -2, maxLng: 6, maxLat: 0 },
      ]),
    ).toEqual({ minLng: 0, minLat: -2, maxLng: 6, maxLat: 1 });
    expect(unionBoundingBoxes([])).toEqual(EMPTY_BOUNDING_BOX);
    expect(boundingBoxContains(EMPTY_BOUNDING_BOX, [0, 0])).toBe(false);
    expect(boundingBoxContains(boundingBoxOfPositions([]), [0, 0])).toBe(false);
  });
});
