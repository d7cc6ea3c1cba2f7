/** Gateway contract of the core service (spec §7 Backend gateway: core): the gateway's own state. */

export const CoreGatewayPaths = {
  /** GET → ReadinessResult; a non-2xx answer means the gateway cannot serve (its database is down). */
  readiness: 'core/api/health/ready',
} as const;

/** The gateway takes requests. */
export interface ReadinessResult {
  /** What stores the gateway's data, e.g. pglite or postgres; free text for an external gateway. */
  database: string;
}
