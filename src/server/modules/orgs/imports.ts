import { parse } from "csv-parse/sync";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";

import { LIMITS } from "../../../shared/constants.js";
import {
  IMPORT_COLUMNS,
  IMPORT_ERRORS_SHOWN,
  IMPORT_MAX_ROWS,
  IN_ANOTHER_ORG,
  ORG_ROLES,
  UNIT_NAME_MAX,
  type ImportPreview,
  type ImportRowError,
  type OrgRole,
} from "../../../shared/orgs.js";
import { hasControlCharacters } from "../../../shared/text.js";
import { requireManage, type OrgStanding } from "../../access/org-policy.js";
import type { Viewer } from "../../access/viewer.js";
import { normaliseEmail } from "../../auth/normalise-email.js";
import type { Db } from "../../db/client.js";
import { organisations, orgMembers, orgUnits, users } from "../../db/schema.js";
import { AppError, badRequest } from "../../errors.js";
import { actorOf } from "../activity/service.js";
import { sendInvitations, type InvitationDeps } from "./invitations.js";
import type { Tx } from "./membership.js";

// CSV import (issue 33): a file of name, e-mail, unit and role becomes one
// e-mailed invitation per row (an account joins an organisation only by its
// own acceptance). A file is checked whole first: every row's errors are
// listed by line, and nothing is written unless there are none; then the
// import is one transaction, all or nothing.

interface Row {
  line: number;
  name: string;
  email: string;
  unit: string;
  role: OrgRole;
}

interface Checked {
  rows: Row[];
  errors: ImportRowError[];
  newUnits: string[];
}

const emailSchema = z.email();
/** What spreadsheets run as a formula when a cell starts with it (CWE-1236). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The records of the file, each with its line, or a 400 that says what is wrong with the file as a whole. */
function records(csv: string): { header: string[]; body: { line: number; cells: string[] }[] } {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(csv, { bom: true, skip_empty_lines: true, trim: true, info: true, relax_column_count: false }) as unknown as typeof parsed;
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/\s+/g, " ").slice(0, 200) : "unreadable";
    throw badRequest(`The file is not valid CSV: ${message}`);
  }
  const [head, ...rest] = parsed;
  if (!head) throw badRequest("The file is empty.");
  const header = head.record.map((cell) => cell.toLowerCase());
  const unknown = header.find((column) => !(IMPORT_COLUMNS as readonly string[]).includes(column));
  if (unknown !== undefined) throw badRequest(`Unknown column "${unknown.slice(0, 40)}": the columns are name, email, unit and role.`);
  if (new Set(header).size !== header.length) throw badRequest("A column appears twice in the first line.");
  if (!header.includes("email")) throw badRequest("The first line must name the columns, with an email column.");
  if (rest.length === 0) throw badRequest("The file has no people under its first line.");
  if (rest.length > IMPORT_MAX_ROWS)
    throw badRequest(`At most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} people per import: this file has ${rest.length.toLocaleString("en-US")}.`);
  return { header, body: rest.map(({ record, info }) => ({ line: info.lines, cells: record })) };
}

/** Checks every row of the file against itself and the organisation. */
async function check(db: Tx | Db, orgId: string, csv: string): Promise<Checked> {
  const { header, body } = records(csv);
  const errors: ImportRowError[] = [];
  const rows: Row[] = [];
  const seen = new Map<string, number>();
  const column = (cells: string[], name: (typeof IMPORT_COLUMNS)[number]) => {
    const at = header.indexOf(name);
    return at === -1 ? "" : (cells[at] ?? "");
  };
  for (const { line, cells } of body) {
    const fail = (message: string) => errors.push({ line, message });
    if (cells.some((cell) => FORMULA_START.test(cell))) {
      fail("A cell starts with =, +, -, @ or a tab, which spreadsheets run as a formula. Remove that character.");
      continue;
    }
    if (cells.some(hasControlCharacters)) {
      fail("A cell holds control characters.");
      continue;
    }
    const email = column(cells, "email");
    const name = column(cells, "name");
    const unit = column(cells, "unit");
    const role = (column(cells, "role").toLowerCase() || "member") as OrgRole;
    if (!email) fail("The e-mail address is missing.");
    else if (email.length > LIMITS.email || !emailSchema.safeParse(email).success) fail(`"${email.slice(0, 60)}" is not a valid e-mail address.`);
    else if (name.length > LIMITS.name) fail(`The name is longer than ${LIMITS.name} characters.`);
    else if (unit.length > UNIT_NAME_MAX) fail(`The unit's name is longer than ${UNIT_NAME_MAX} characters.`);
    else if (!ORG_ROLES.includes(role)) fail(`The role must be owner, supervisor or member, not "${role.slice(0, 30)}".`);
    else {
      const key = normaliseEmail(email);
      const first = seen.get(key);
      if (first !== undefined) fail(`${email} is also on line ${first}.`);
      else {
        seen.set(key, line);
        rows.push({ line, name, email, unit, role });
      }
    }
  }

  // Addresses whose accounts already belong to an organisation, in one query.
  const keys = [...seen.keys()];
  const members = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const found = await db
      .select({ email: users.email, orgId: orgMembers.orgId })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .where(inArray(users.email, keys.slice(i, i + 1000)));
    for (const { email, orgId: theirs } of found) members.set(email, theirs);
  }
  const kept = rows.filter((row) => {
    const theirs = members.get(normaliseEmail(row.email));
    if (!theirs) return true;
    errors.push({ line: row.line, message: theirs === orgId ? `${row.email} is already in this organisation.` : `${row.email}: ${IN_ANOTHER_ORG}` });
    return false;
  });

  const existing = await db
    .select({ name: sql<string>`lower(${orgUnits.name})` })
    .from(orgUnits)
    .where(eq(orgUnits.orgId, orgId));
  const known = new Set(existing.map((u) => u.name));
  const newUnits = new Map<string, string>();
  for (const { unit } of kept) if (unit && !known.has(unit.toLowerCase()) && !newUnits.has(unit.toLowerCase())) newUnits.set(unit.toLowerCase(), unit);
  errors.sort((a, b) => a.line - b.line);
  return { rows: kept, errors, newUnits: [...newUnits.values()] };
}

/** What the file would do, with every row's errors: nothing is written. */
export async function previewImport(db: Db, standing: OrgStanding, csv: string): Promise<ImportPreview> {
  requireManage(standing);
  const { rows, errors, newUnits } = await check(db, standing.orgId, csv);
  return {
    rows: rows.length + errors.length,
    invitations: errors.length ? 0 : rows.length,
    newUnits,
    errorCount: errors.length,
    errors: errors.slice(0, IMPORT_ERRORS_SHOWN),
  };
}

/** Imports the whole file, or nothing: a file with any row error is refused with the first of them. */
export async function runImport(deps: InvitationDeps, standing: OrgStanding, viewer: Viewer, csv: string): Promise<{ invited: number; newUnits: string[] }> {
  requireManage(standing);
  const inviter = actorOf(viewer);
  return deps.db.transaction(async (tx) => {
    // The organisation's row is locked so two imports (or an import and a unit's rename) run one after the other.
    const [org] = await tx.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, standing.orgId)).for("update");
    const { rows, errors, newUnits } = await check(tx, standing.orgId, csv);
    if (errors.length) {
      const first = errors[0]!;
      throw new AppError(
        "BAD_REQUEST",
        `Nothing was imported: line ${first.line}: ${first.message}${errors.length > 1 ? ` (and ${errors.length - 1} more; preview the file to see them all)` : ""}`,
      );
    }
    if (newUnits.length) await tx.insert(orgUnits).values(newUnits.map((name) => ({ orgId: standing.orgId, name })));
    const units = await tx
      .select({ id: orgUnits.id, name: sql<string>`lower(${orgUnits.name})` })
      .from(orgUnits)
      .where(and(eq(orgUnits.orgId, standing.orgId)));
    const unitIds = new Map(units.map((u) => [u.name, u.id]));
    await sendInvitations(
      tx,
      deps,
      rows.map((row) => ({
        orgId: standing.orgId,
        orgName: org!.name,
        email: row.email,
        name: row.name || null,
        role: row.role,
        unitId: row.unit ? unitIds.get(row.unit.toLowerCase())! : null,
        inviter,
      })),
    );
    return { invited: rows.length, newUnits };
  });
}
