import { movedPhotoIds } from './photo-order';

describe('issue 29 console gap 4: moving a product photo', () => {
  it('swaps it with its neighbour, every other photo keeping its place', () => {
    expect(movedPhotoIds([11, 12, 13], 2, -1)).toEqual([11, 13, 12]);
    expect(movedPhotoIds([11, 12, 13], 0, 1)).toEqual([12, 11, 13]);
  });

  it('moves nothing past either end', () => {
    expect(movedPhotoIds([11, 12, 13], 0, -1)).toBeUndefined();
    expect(movedPhotoIds([11, 12, 13], 2, 1)).toBeUndefined();
    expect(movedPhotoIds([11], 0, 1)).toBeUndefined();
  });
});
