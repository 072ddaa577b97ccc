/**
 * The API paths, kinds and states of charges, apart from their schemas: the list only calls them and
 * names the choices of its filters, and carries no validator (charge.contract.ts re-exports them).
 */
const BASE = '/api/charge';
export const CHARGE_PATHS = {
  charges: `${BASE}/charges`,
  chargesExport: `${BASE}/charges/export`,
  charge: (id: number | string) => `${BASE}/charges/${id}`,
  chargeEnd: (id: number | string) => `${BASE}/charges/${id}/end`,
  /** What was done under the charge (the audit rows it left), for the holder on return. */
  chargeActions: (id: number | string) => `${BASE}/charges/${id}/actions`,
  deskOptions: `${BASE}/desk-options`,
  officerOptions: `${BASE}/officer-options`,
} as const;

export const CHARGE_KINDS = ['current', 'additional'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
/**
 * Seen on a given day: upcoming before its first day, running through its last, over after it,
 * ended when ended early, lapsed when the holder left the desk (transfer, release).
 */
export const CHARGE_STATES = ['upcoming', 'running', 'over', 'ended', 'lapsed'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];
