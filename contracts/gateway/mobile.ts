/** Gateway contract of the MobileApi service (spec §7: CheckUpdate GET). */
export const MobileGatewayPaths = {
  /** GET ?platform=ios|android&version=1.2.3 → CheckUpdateResult. */
  checkUpdate: 'mobile/api/mobile-api/check-update',
} as const;
