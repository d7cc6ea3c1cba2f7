/** Layout breakpoints (S9.04): mobile up to 1024 px, desktop from 1025 px. */
export const MOBILE_MAX_WIDTH = 1024;
export const DESKTOP_MIN_WIDTH = 1025;

/** Offset of overlays below the header (S9.04): 74 px at 1024 px and wider, else 50 px. */
export function overlayOffset(viewportWidth: number): number {
  return viewportWidth >= 1024 ? 74 : 50;
}

export const isDesktop = (viewportWidth: number) => viewportWidth >= DESKTOP_MIN_WIDTH;
