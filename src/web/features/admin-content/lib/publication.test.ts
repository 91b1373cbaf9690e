import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { contentItemFieldsSchema, podcastFieldsSchema } from "../../../../shared/admin.js";
import { multipartBody } from "./multipart.js";
import { fromLocalInput, PAST_TIME_QUESTION, publicationChoiceOf, publicationToSend, PUBLISH_NOW, toLocalInput } from "./publication.js";

// A zone away from UTC (and with summer time), so a conversion that forgot the
// zone would be caught; Node reads TZ afresh when it changes.
beforeEach(() => void vi.stubEnv("TZ", "America/New_York"));
afterEach(() => void vi.unstubAllEnvs());

describe("the release time's conversion", () => {
  it("reads a datetime-local value in the admin's zone and sends it in UTC", () => {
    expect(fromLocalInput("2026-12-01T06:00")).toBe("2026-12-01T11:00:00.000Z"); // EST, UTC-5
    expect(fromLocalInput("2026-07-01T06:00")).toBe("2026-07-01T10:00:00.000Z"); // EDT, UTC-4
    expect(fromLocalInput("2026-07-01T06:00:30")).toBe("2026-07-01T10:00:30.000Z");
    expect(fromLocalInput("")).toBeNull();
  });

  it("shows a stored instant as a datetime-local value in the admin's zone, seconds only when it has some", () => {
    expect(toLocalInput("2026-12-01T11:00:00.000Z")).toBe("2026-12-01T06:00");
    expect(toLocalInput("2026-07-01T10:00:30Z")).toBe("2026-07-01T06:00:30");
    expect(toLocalInput("not a date")).toBe("");
    expect(fromLocalInput(toLocalInput("2027-03-14T23:45:00.000Z"))).toBe("2027-03-14T23:45:00.000Z");
  });
});

describe("publicationChoiceOf", () => {
  it("publishes a new record now, and preloads a record's own status and scheduled time", () => {
    expect(publicationChoiceOf(null)).toEqual(PUBLISH_NOW);
    expect(publicationChoiceOf({ status: "draft", publishAt: null })).toEqual({ status: "draft", localTime: "" });
    expect(publicationChoiceOf({ status: "scheduled", publishAt: "2026-12-01T11:00:00.000Z" })).toEqual({ status: "scheduled", localTime: "2026-12-01T06:00" });
  });
});

describe("publicationToSend", () => {
  const now = Date.parse("2026-11-01T12:00:00Z");
  const never = () => {
    throw new Error("asked");
  };

  it("sends the status alone for now and draft, and a future time as an ISO instant", () => {
    expect(publicationToSend(PUBLISH_NOW, never, now)).toEqual({ status: "published" });
    expect(publicationToSend({ status: "draft", localTime: "2026-12-01T06:00" }, never, now)).toEqual({ status: "draft" });
    expect(publicationToSend({ status: "scheduled", localTime: "2026-12-01T06:00" }, never, now)).toEqual({
      status: "scheduled",
      publishAt: "2026-12-01T11:00:00.000Z",
    });
    // No time: none is sent, and the shared schema says one is needed.
    expect(publicationToSend({ status: "scheduled", localTime: "" }, never, now)).toEqual({ status: "scheduled" });
  });

  it("asks before publishing a time that has passed, and sends nothing when declined", () => {
    const past = { status: "scheduled", localTime: "2026-11-01T06:00" } as const;
    const asked: string[] = [];
    expect(publicationToSend(past, (q) => (asked.push(q), true), now)).toEqual({ status: "published" });
    expect(publicationToSend(past, (q) => (asked.push(q), false), now)).toBeNull();
    expect(asked).toEqual([PAST_TIME_QUESTION, PAST_TIME_QUESTION]);
    expect(PAST_TIME_QUESTION).toBe("That time has passed. Publish now?");
  });
});

describe("the multipart forms", () => {
  it("send status and publishAt as text fields, and no publishAt when there is none", () => {
    const publishAt = fromLocalInput(`${new Date().getFullYear() + 1}-03-01T08:00`)!;
    const item = contentItemFieldsSchema.parse({ title: "Drill", category: "briefing", mediaType: "text", status: "scheduled", publishAt });
    const body = multipartBody(item);
    expect(body.get("status")).toBe("scheduled");
    expect(body.get("publishAt")).toBe(publishAt);

    const episode = multipartBody(podcastFieldsSchema.parse({ title: "Episode", status: "draft" }));
    expect(episode.get("status")).toBe("draft");
    expect(episode.has("publishAt")).toBe(false);
  });
});
