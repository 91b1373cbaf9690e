import { describe, expect, it } from "vitest";

import type { RecordSend } from "../../../../shared/newsletter-admin.js";
import { emailNote, emailTickedAtFirst, offersEmail, sendEmailField } from "./send-email.js";

const sendOf = (status: RecordSend["status"], sentCount = 0, failedCount = 0): RecordSend => ({ status, sentCount, failedCount });

describe("the editors' Email it box", () => {
  it("is offered for a new record, one never e-mailed and one waiting for its release; ticked at first only while waiting", () => {
    expect(offersEmail(null)).toBe(true);
    expect(offersEmail(sendOf("none"))).toBe(true);
    expect(offersEmail(sendOf("scheduled"))).toBe(true);
    for (const status of ["preparing", "sending", "done"] as const) expect(offersEmail(sendOf(status))).toBe(false);
    expect(offersEmail(undefined)).toBe(false);
    expect(offersEmail("unavailable")).toBe(false);
    expect(emailTickedAtFirst(sendOf("scheduled"))).toBe(true);
    expect(emailTickedAtFirst(sendOf("none"))).toBe(false);
    expect(emailTickedAtFirst(null)).toBe(false);
  });

  it("sends true when ticked, false only to take back a waiting send, and nothing once sent or while unknown", () => {
    expect(sendEmailField(null, true)).toEqual({ sendEmail: true });
    expect(sendEmailField(null, false)).toEqual({});
    expect(sendEmailField(sendOf("none"), false)).toEqual({});
    expect(sendEmailField(sendOf("scheduled"), true)).toEqual({ sendEmail: true });
    expect(sendEmailField(sendOf("scheduled"), false)).toEqual({ sendEmail: false });
    expect(sendEmailField(sendOf("done", 3), true)).toEqual({});
    expect(sendEmailField(undefined, true)).toEqual({});
  });

  it("says what a save will do, or what was done", () => {
    expect(emailNote(sendOf("done", 1), false, "published")).toBe("Emailed to 1 subscriber.");
    expect(emailNote(sendOf("done", 12, 2), false, "published")).toBe("Emailed to 12 subscribers. 2 could not be delivered.");
    expect(emailNote(sendOf("sending", 4), false, "published")).toBe("Being emailed to subscribers: 4 sent so far.");
    expect(emailNote(sendOf("scheduled"), true, "scheduled")).toBe("Will be emailed at release.");
    expect(emailNote(sendOf("scheduled"), false, "scheduled")).toBe("It will not be emailed: save to take the email back.");
    expect(emailNote(null, true, "published")).toMatch(/^Emailed to subscribers when you save/);
    expect(emailNote(null, true, "draft")).toMatch(/^Drafts are not emailed/);
    expect(emailNote(null, false, "published")).toBeNull();
    expect(emailNote(undefined, false, "published")).toBe("Checking whether it was emailed...");
  });
});
