/** An API failure: the HTTP status (0 for a network failure) and the server's `{error:{code,message}}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
  }
}

export interface ApiFetchOptions<T> extends Omit<RequestInit, "body" | "credentials"> {
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown;
  /** Sent as is (e.g. FormData for uploads); ignored when `json` is given. */
  body?: BodyInit | null;
  /** Checks and types the response body, e.g. `someSchema.parse`. */
  parse?: (data: unknown) => T;
}

function readErrorBody(data: unknown): { code: string; message: string } | null {
  if (typeof data !== "object" || data === null || !("error" in data)) return null;
  const error = (data as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === "string" && typeof message === "string" ? { code, message } : null;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (response.status === 204 || !type.includes("json")) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The one way the browser calls the API: same-origin cookies, JSON in and out, errors as `ApiError`. */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { json, body, parse, headers: initHeaders, ...init } = options;
  const headers = new Headers(initHeaders);
  headers.set("accept", "application/json");
  if (json !== undefined) headers.set("content-type", "application/json");

  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers,
      credentials: "same-origin",
      body: json !== undefined ? JSON.stringify(json) : body,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", "Could not reach the server. Check your connection and try again.");
  }

  const data = await readJson(response);
  if (!response.ok) {
    const detail = readErrorBody(data);
    throw new ApiError(response.status, detail?.code ?? "HTTP_ERROR", detail?.message ?? `Request failed (HTTP ${response.status}).`);
  }
  return parse ? parse(data) : (data as T);
}
