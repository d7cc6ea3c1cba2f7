import { skusNamedBy } from './photo-archive-import.service.js';

describe('issue 29 item 5: a zip entry names its product by sku', () => {
  it('by its folder, by its name, or by its name without a photo number', () => {
    expect(skusNamedBy('VTR0001/front.jpg')).toEqual(['VTR0001']);
    expect(skusNamedBy('photos/VTR0001/side.png')).toEqual(['VTR0001']);
    expect(skusNamedBy('VTR0001.jpg')).toEqual(['VTR0001']);
    expect(skusNamedBy('VTR0001-2.jpg')).toEqual(['VTR0001-2', 'VTR0001']);
    expect(skusNamedBy('KOL-SAAT-12_3.webp')).toEqual(['KOL-SAAT-12_3', 'KOL-SAAT-12']);
    expect(skusNamedBy('noextension')).toEqual(['noextension']);
  });
});
