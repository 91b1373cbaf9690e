import type { Org } from "../../../../shared/orgs.js";

/** For the section tests: an active organisation "Alpha PD" (id o1) with one unit, seen by its owner. */
export const testOrg = (change: Partial<Org> = {}): Org => ({
  id: "o1",
  name: "Alpha PD",
  status: "active",
  retainRecords: true,
  createdAt: "2026-11-01T00:00:00.000Z",
  logoUrl: null,
  people: 3,
  units: [{ id: "unit-1", name: "Patrol", people: 2 }],
  viewer: { role: "owner", unitId: null, supervisedUnitIds: [], may: { manage: true, lead: true } },
  ...change,
});
