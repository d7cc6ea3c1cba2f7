import { DeviceType } from '../../../contracts/enums';
import { MOBILE_MAX_WIDTH } from './breakpoints';

const TABLET_MIN_WIDTH = 768;

/** Device type sent with API calls (S3.24): the app's web view, else by user agent and width. */
export function deviceTypeOf(viewportWidth: number, userAgent: string, isMobileApp = false): DeviceType {
  if (isMobileApp) return DeviceType.MobileApp;
  if (/iPad|Tablet/i.test(userAgent)) return DeviceType.Tablet;
  if (/Mobi|Android|iPhone/i.test(userAgent)) return DeviceType.Mobile;
  if (viewportWidth <= MOBILE_MAX_WIDTH) return viewportWidth >= TABLET_MIN_WIDTH ? DeviceType.Tablet : DeviceType.Mobile;
  return DeviceType.Desktop;
}
