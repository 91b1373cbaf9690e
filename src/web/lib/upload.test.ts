import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "./api-client.js";
import { uploadForm, type UploadProgress } from "./upload.js";

/** Stands in for XMLHttpRequest: records what was sent and lets the test play the server. */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  responseText = "";
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  respond(status: number, body = "") {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

const form = () => {
  const data = new FormData();
  data.append("title", "Episode");
  return data;
};

describe("uploadForm", () => {
  beforeEach(() => vi.stubGlobal("XMLHttpRequest", FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it("sends the form with the session cookie and asks for JSON", () => {
    const body = form();
    void uploadForm("PUT", "/api/content-items/1", body);
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: "PUT", url: "/api/content-items/1", withCredentials: true, headers: { accept: "application/json" } });
    expect(xhr.body).toBe(body);
  });

  it("reports the bytes sent, with total 0 when the browser cannot tell", () => {
    const seen: UploadProgress[] = [];
    void uploadForm("POST", "/api/podcasts", form(), (progress) => seen.push(progress));
    FakeXhr.last.progress(512, 2048);
    FakeXhr.last.progress(2048, 2048);
    FakeXhr.last.progress(4096, 8192, false);
    expect(seen).toEqual([
      { loaded: 512, total: 2048 },
      { loaded: 2048, total: 2048 },
      { loaded: 4096, total: 0 },
    ]);
  });

  it("resolves with the parsed JSON of a 2xx answer, and undefined for 204", async () => {
    const created = uploadForm("POST", "/api/podcasts", form());
    FakeXhr.last.respond(201, JSON.stringify({ id: "p1", title: "Episode" }));
    await expect(created).resolves.toEqual({ id: "p1", title: "Episode" });

    const empty = uploadForm("POST", "/api/podcasts", form());
    FakeXhr.last.respond(204);
    await expect(empty).resolves.toBeUndefined();
  });

  it("rejects a refusal with the server's code and message", async () => {
    const upload = uploadForm("POST", "/api/podcasts", form());
    FakeXhr.last.respond(
      415,
      JSON.stringify({ error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "The file must be an MP3, WAV or M4A file; this one is not." } }),
    );
    const error = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: "UNSUPPORTED_MEDIA_TYPE", message: "The file must be an MP3, WAV or M4A file; this one is not." });
  });

  it("rejects an answer that is not the API's error shape with a generic message", async () => {
    const html = uploadForm("POST", "/api/podcasts", form());
    FakeXhr.last.respond(502, "<html>Bad gateway</html>");
    await expect(html).rejects.toMatchObject({ status: 502, code: "HTTP_ERROR", message: "Request failed (HTTP 502)." });

    const partial = uploadForm("POST", "/api/podcasts", form());
    FakeXhr.last.respond(400, JSON.stringify({ error: { code: "BAD_REQUEST" } }));
    await expect(partial).rejects.toMatchObject({ status: 400, code: "HTTP_ERROR", message: "Request failed (HTTP 400)." });
  });

  it("rejects a network failure as status 0", async () => {
    const upload = uploadForm("POST", "/api/podcasts", form());
    FakeXhr.last.fail();
    await expect(upload).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("aborts the request when the signal fires, and rejects with an AbortError", async () => {
    const controller = new AbortController();
    const upload = uploadForm("POST", "/api/podcasts", form(), undefined, { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(upload).rejects.toMatchObject({ name: "AbortError" });
  });

  it("does not even open a request for a signal that has already fired", async () => {
    const controller = new AbortController();
    controller.abort();
    const before = FakeXhr.last;
    await expect(uploadForm("POST", "/api/podcasts", form(), undefined, { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
    expect(FakeXhr.last).toBe(before);
  });

  it("stops listening to the signal once the upload has finished", async () => {
    const controller = new AbortController();
    const upload = uploadForm("POST", "/api/podcasts", form(), undefined, { signal: controller.signal });
    FakeXhr.last.respond(201, "{}");
    await upload;
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(false);
  });
});
