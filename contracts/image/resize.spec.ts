import { OG_IMAGE_SIZE } from '../seo/page-head.js';
import { PRODUCT_GALLERY_PICTURE, PRODUCT_GALLERY_SIDE } from './product-gallery.js';
import { fixedBoxPicture, IMAGE_MAX_SIDE, IMAGE_SIDES, imageUrl, imageWidthSrcSet, snapImageSide } from './resize.js';

describe('image URLs of the resize service (S9.13)', () => {
  it('S9.13 puts width, height, background and quality in the query of /image/media/...', () => {
    expect(imageUrl('/media/products/1-1.svg', { width: 330, height: 750, background: 'ffffff', quality: 70 }))
      .toBe('/image/media/products/1-1.svg?w=330&h=750&bg=ffffff&q=70');
  });

  it('leaves images from elsewhere as they are', () => {
    expect(imageUrl('https://cdn.example/a.jpg', { width: 10 })).toBe('https://cdn.example/a.jpg');
    expect(imageWidthSrcSet('data:image/png;base64,AA', { width: 10 }, [10])).toBeUndefined();
  });

  it('never asks for more than the service renders', () => {
    expect(imageUrl('/media/a.svg', { width: 5000 })).toBe('/image/media/a.svg?w=2400');
  });

  it('snaps every side to the next one the service renders, so an odd box still gets a sharp picture and one URL per size', () => {
    expect(imageUrl('/media/a.svg', { width: 331, height: 57 })).toBe('/image/media/a.svg?w=360&h=64');
    expect(imageUrl('/media/a.svg', { width: 330 })).toBe('/image/media/a.svg?w=330');
    expect(IMAGE_SIDES.every((side) => snapImageSide(side) === side)).toBe(true);
    expect(IMAGE_SIDES.at(-1)).toBe(IMAGE_MAX_SIDE);
  });

  it('renders the product gallery and the link preview at exactly the sizes they ask for', () => {
    const sides = [...PRODUCT_GALLERY_PICTURE.widths, PRODUCT_GALLERY_SIDE, OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height];
    expect(sides.filter((side) => !IMAGE_SIDES.includes(side))).toEqual([]);
  });

  it('offers a fixed box at its width and twice it, for its width: 1x and 2x for dense screens', () => {
    const box = fixedBoxPicture(330);
    expect(box.sizes).toBe('330px');
    expect(imageWidthSrcSet('/media/products/1-1.svg', { width: 330, height: 750 }, box.widths))
      .toBe('/image/media/products/1-1.svg?w=330&h=750 330w, /image/media/products/1-1.svg?w=660&h=1500 660w');
  });

  it('offers a picture whose width follows the layout at each width, in the box\'s proportions', () => {
    expect(imageWidthSrcSet('/media/products/1-1.svg', { width: 600, height: 300, quality: 70 }, [360, 720]))
      .toBe('/image/media/products/1-1.svg?w=360&h=180&q=70 360w, /image/media/products/1-1.svg?w=720&h=360&q=70 720w');
    expect(imageWidthSrcSet('https://cdn.example/a.jpg', { width: 600 }, [360])).toBeUndefined();
  });
});
