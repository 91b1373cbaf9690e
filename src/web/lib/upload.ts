import { apiErrorFrom, networkError } from "./api-client.js";

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The whole request body in bytes (0 when the browser cannot tell). */
  total: number;
}

export interface UploadOptions {
  /** Aborts the upload; the promise then rejects with an AbortError DOMException. */
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a multipart form like apiFetch does (same-origin cookies, JSON back,
 * failures as ApiError with the server's message), but through
 * XMLHttpRequest so that `onProgress` can report the bytes sent. Append the
 * text fields to `formData` before the file: the server reads them first.
 */
export function uploadForm(
  method: "POST" | "PUT",
  url: string,
  formData: FormData,
  onProgress?: (progress: UploadProgress) => void,
  options: UploadOptions = {},
): Promise<unknown> {
  const { signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was aborted.", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    if (onProgress) {
      xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbort);

    xhr.onload = () => {
      done();
      const data = xhr.status === 204 ? undefined : parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else reject(apiErrorFrom(xhr.status, data));
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException("The upload was aborted.", "AbortError"));
    };
    xhr.send(formData);
  });
}
