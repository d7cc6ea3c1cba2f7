/** Layout breakpoints (S9.04): mobile up to 1024 px, desktop from 1025 px. Shared by the SPA and the server's first-screen HTML. */
export const MOBILE_MAX_WIDTH = 1024;
export const DESKTOP_MIN_WIDTH = 1025;
