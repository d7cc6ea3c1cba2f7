import { DeviceType } from '../../../contracts/enums';
import { DEFAULT_FEATURE_FLAGS } from '../../../contracts/site/entities';
import { UiStore } from './ui-store';

describe('UiStore site state (S3.26, S9.04, S3.24)', () => {
  const store = () => new UiStore({ features: DEFAULT_FEATURE_FLAGS, publicUrl: '' });

  it('S3.26 holds the last added cart item, the mobile-app flag and the mini cart flag', () => {
    const ui = store();
    expect(ui.lastAddedCartItem).toBeNull();
    ui.setLastAddedCartItem({ productId: 1, name: 'Saat' });
    expect(ui.lastAddedCartItem?.name).toBe('Saat');
    ui.toggleMiniCart();
    expect(ui.isMiniCartOpen).toBe(true);
    ui.closeMiniCart();
    expect(ui.isMiniCartOpen).toBe(false);
    ui.setMobileApp(true);
    expect(ui.deviceType).toBe(DeviceType.MobileApp);
  });

  it('S9.04 overlay offset is 74 px at 1024 px and wider, else 50 px; desktop from 1025 px', () => {
    const ui = store();
    ui.setViewport(1024, '');
    expect(ui.overlayOffset).toBe(74);
    expect(ui.isDesktop).toBe(false);
    ui.setViewport(1025, '');
    expect(ui.isDesktop).toBe(true);
    ui.setViewport(1023, '');
    expect(ui.overlayOffset).toBe(50);
  });

  it('S3.24 tells phones, tablets and desktops apart', () => {
    const ui = store();
    ui.setViewport(390, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile');
    expect(ui.deviceType).toBe(DeviceType.Mobile);
    ui.setViewport(820, 'Mozilla/5.0 (iPad; CPU OS 17_0)');
    expect(ui.deviceType).toBe(DeviceType.Tablet);
    ui.setViewport(1440, 'Mozilla/5.0 (X11; Linux x86_64)');
    expect(ui.deviceType).toBe(DeviceType.Desktop);
  });
});
