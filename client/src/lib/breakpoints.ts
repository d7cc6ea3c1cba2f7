import { DESKTOP_MIN_WIDTH } from '../../../contracts/site/breakpoints';

export { DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH } from '../../../contracts/site/breakpoints';

/** Offset of overlays below the header (S9.04): 74 px at 1024 px and wider, else 50 px. */
export function overlayOffset(viewportWidth: number): number {
  return viewportWidth >= 1024 ? 74 : 50;
}

export const isDesktop = (viewportWidth: number) => viewportWidth >= DESKTOP_MIN_WIDTH;
