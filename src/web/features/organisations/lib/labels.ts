import type { Unit } from "../../../../shared/orgs.js";
import { paths } from "../../../../shared/paths.js";

export { ROLE_LABELS } from "../../../../shared/orgs.js";

/**
 * An organisation's page: the member's own is /organisation; any other (a
 * site admin opening one from the admin list) is /organisation?org=<id>
 * (docs/decisions/098).
 */
export const organisationHref = (orgId?: string) => (orgId ? `${paths.organisation}?${new URLSearchParams({ org: orgId }).toString()}` : paths.organisation);

/** A unit's name by id; "No unit" for none, "Unknown unit" for one deleted meanwhile. */
export function unitName(units: readonly Unit[], unitId: string | null): string {
  if (!unitId) return "No unit";
  return units.find((unit) => unit.id === unitId)?.name ?? "Unknown unit";
}

export const peopleCount = (n: number) => (n === 1 ? "1 person" : `${n} people`);
