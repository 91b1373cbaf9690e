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

/** A failed answer as an ApiError: the server's `{error:{code,message}}` when the body is one, else a generic message. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const error = typeof body === "object" && body !== null && "error" in body ? body.error : null;
  const { code, message } = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  return typeof code === "string" && typeof message === "string"
    ? new ApiError(status, code, message)
    : new ApiError(status, "HTTP_ERROR", `Request failed (HTTP ${status}).`);
}

/** The request never got an answer (offline, DNS, connection reset). */
export function networkError(): ApiError {
  return new ApiError(0, "NETWORK_ERROR", "Could not reach the server. Check your connection and try again.");
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
    throw networkError();
  }

  const data = await readJson(response);
  if (!response.ok) throw apiErrorFrom(response.status, data);
  return parse ? parse(data) : (data as T);
}
