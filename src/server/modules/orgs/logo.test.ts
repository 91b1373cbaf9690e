import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LOGO_NOT_FOUND, LOGO_RULES, LOGO_TYPES_ONLY, orgApiPaths } from "../../../shared/orgs.js";
import { query } from "../../db/raw-query.js";
import { organisations } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { getMedia } from "../../test/media-fetch.js";
import { multipart } from "../../test/multipart.js";
import { listedKeys } from "../../test/stored-files.js";
import { twoOrgs, type Person, type TwoOrgs } from "../../test/two-orgs.js";
import { issueCertificate } from "../certificates/service.js";
import { pruneImages } from "../images/service.js";

// An organisation's logo (issue 33): uploaded by its owners, checked by its
// bytes, resized and stripped of its metadata by sharp, stored through the
// storage driver, replaced and removed without leaving files behind, and
// shown only to the organisation's people and site admins.

describe.each(databaseKinds)("organisation logo (%s)", (kind) => {
  let t: TestApp;
  let o: TwoOrgs;

  beforeAll(async () => {
    t = await createTestApp(kind);
    o = await twoOrgs(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (who: Person, orgId: string, data: Buffer, filename = "logo.jpg") => {
    const form = multipart({}, { filename, contentType: "image/jpeg", data });
    return t.app.inject({
      method: "PUT",
      url: orgApiPaths.logo(orgId),
      payload: form.payload,
      headers: { ...form.headers, cookie: who.cookie, origin: ORIGIN },
    });
  };
  const get = (who: Person, orgId: string) => t.app.inject({ url: orgApiPaths.logo(orgId), headers: { cookie: who.cookie } });
  /** The logo as a browser gets it: from the app, or from the object store it redirects to (S3). */
  const logoOf = (who: Person, orgId: string) => getMedia(t.app, orgApiPaths.logo(orgId), { cookie: who.cookie });
  const imageRows = async () => (await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from images`))[0]!.n;
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-exif-owner", Make: "SecretCam" } })
      .toBuffer();

  it("stores an owner's logo as a PNG within 512 pixels without its EXIF, shown to the organisation's people only", async () => {
    const sent = await photo(1600, 900);
    expect(sent.includes(Buffer.from("secret-exif-owner"))).toBe(true);
    const res = await put(o.ownerA, o.a.id, sent);
    expect(res.statusCode, res.body).toBe(200);
    // sharp as the images module loads it: libvips keeps no decoded images after use (docs/decisions/115).
    expect(sharp.cache().items.max).toBe(0);
    const { logoUrl } = res.json<{ logoUrl: string }>();
    expect(logoUrl).toMatch(new RegExp(`^/api/orgs/${o.a.id}/logo\\?v=[0-9a-f]{16}$`));
    expect((await t.app.inject({ url: orgApiPaths.org(o.a.id), headers: { cookie: o.member1.cookie } })).json().logoUrl).toBe(logoUrl);

    for (const who of [o.ownerA, o.supervisorA, o.member1, o.admin]) {
      const shown = await logoOf(who, o.a.id);
      expect(shown.statusCode, who.email).toBe(200);
      const meta = await sharp(shown.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 288]);
      expect(meta.exif).toBeUndefined();
      expect(shown.body.includes(Buffer.from("secret-exif-owner"))).toBe(false);
    }
    // Sent by the app from local disk, kept an hour by the person's own browser only (from S3, getMedia checked the redirect's no-store).
    const direct = await get(o.member1, o.a.id);
    if (direct.statusCode === 200) {
      expect(direct.headers["content-type"]).toBe("image/png");
      expect(direct.headers["cache-control"]).toBe("private, max-age=3600");
    } else expect(direct.statusCode).toBe(302);
    // Anyone else, under any id: the organisation's 404.
    for (const who of [o.ownerB, o.memberB, o.outsider]) {
      const refused = await get(who, o.a.id);
      expect(refused.statusCode, who.email).toBe(404);
      expect(refused.json().error.message).toBe("Organisation not found.");
    }
    expect((await t.app.inject({ url: orgApiPaths.logo(o.a.id) })).statusCode).toBe(401);
    // Only managers set it.
    expect((await put(o.supervisorA, o.a.id, sent)).statusCode).toBe(403);
    expect((await put(o.member1, o.a.id, sent)).statusCode).toBe(403);
    expect((await put(o.ownerB, o.a.id, sent)).statusCode).toBe(404);
    // The daily prune keeps it, though no record shows it.
    await pruneImages(t.database.db, new Date(Date.now() + 30 * 86_400_000));
    expect((await logoOf(o.member1, o.a.id)).statusCode).toBe(200);
  });

  it("prints the logo on the organisation's completions report and on certificates of its assignments, as a described figure", async () => {
    const hasLogo = (pdf: Buffer) => {
      const raw = pdf.toString("latin1");
      return raw.includes("/Subtype /Image") && raw.includes("/Alt (Alpha PD logo)");
    };
    const report = await t.app.inject({ url: "/api/orgs/" + o.a.id + "/reports/completions.pdf", headers: { cookie: o.ownerA.cookie } });
    expect(report.statusCode).toBe(200);
    expect(hasLogo(report.rawPayload)).toBe(true);
    const number = await t.database.db.transaction(async (tx) => {
      const a = await issueCertificate(tx, { userId: o.member1.id, name: "Mia One", course: "Leadership Foundations", hours: 2, orgId: o.a.id });
      const b = await issueCertificate(tx, { userId: o.member1.id, name: "Mia One", course: "On her own", hours: 1 });
      return [a.number, b.number];
    });
    const pdfOf = (n: string) => t.app.inject({ url: `/api/me/certificates/${n}/pdf`, headers: { cookie: o.member1.cookie } });
    const ofOrg = await pdfOf(number[0]!);
    expect(ofOrg.statusCode).toBe(200);
    expect(hasLogo(ofOrg.rawPayload)).toBe(true);
    // A certificate of no organisation's assignment, and another organisation's report, have none.
    expect(hasLogo((await pdfOf(number[1]!)).rawPayload)).toBe(false);
    const other = await t.app.inject({ url: "/api/orgs/" + o.b.id + "/reports/completions.pdf", headers: { cookie: o.ownerB.cookie } });
    expect(other.rawPayload.toString("latin1")).not.toContain("/Subtype /Image");
  });

  it("refuses what is not a PNG, JPEG or WebP, or too large, storing nothing", async () => {
    const before = { rows: await imageRows(), keys: (await listedKeys(t.storage)).length };
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const [data, status, message] of [
      [gif, 400, LOGO_TYPES_ONLY],
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), 400, LOGO_TYPES_ONLY],
      [Buffer.from("not an image at all"), 400, LOGO_TYPES_ONLY],
      [Buffer.concat([await photo(40, 40), Buffer.alloc(LOGO_RULES.maxBytes)]), 413, "The image is larger than the 2 MB limit."],
    ] as const) {
      const res = await put(o.ownerB, o.b.id, data);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    // A JPEG cut short is refused as damaged.
    const whole = await photo(300, 300);
    const cut = await put(o.ownerB, o.b.id, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(cut.statusCode).toBe(400);
    expect({ rows: await imageRows(), keys: (await listedKeys(t.storage)).length }).toEqual(before);
    const [org] = await t.database.db.select({ logo: organisations.logoImageId }).from(organisations).where(eq(organisations.id, o.b.id));
    expect(org!.logo).toBeNull();
  });

  it("replaces and removes the logo, deleting the old file and row", async () => {
    const first = (await put(o.ownerB, o.b.id, await photo(200, 200))).json<{ logoUrl: string }>().logoUrl;
    const keysWithFirst = await listedKeys(t.storage);
    const rows = await imageRows();
    const second = await put(o.ownerB, o.b.id, await photo(300, 100));
    expect(second.statusCode).toBe(200);
    expect(second.json().logoUrl).not.toBe(first);
    expect(await imageRows()).toBe(rows);
    expect((await listedKeys(t.storage)).length).toBe(keysWithFirst.length);
    expect(await listedKeys(t.storage)).not.toEqual(keysWithFirst);
    const meta = await sharp((await logoOf(o.memberB, o.b.id)).body).metadata();
    expect([meta.width, meta.height]).toEqual([300, 100]);

    expect((await t.app.inject({ method: "DELETE", url: orgApiPaths.logo(o.b.id), headers: { cookie: o.memberB.cookie, origin: ORIGIN } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: "DELETE", url: orgApiPaths.logo(o.b.id), headers: { cookie: o.ownerB.cookie, origin: ORIGIN } })).statusCode).toBe(
      204,
    );
    expect(await imageRows()).toBe(rows - 1);
    expect((await listedKeys(t.storage)).length).toBe(keysWithFirst.length - 1);
    const none = await get(o.ownerB, o.b.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(LOGO_NOT_FOUND);
    expect((await t.app.inject({ url: orgApiPaths.org(o.b.id), headers: { cookie: o.ownerB.cookie } })).json().logoUrl).toBeNull();
  });
});
