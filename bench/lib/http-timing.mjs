// One GET over a fresh connection, timed with the high-resolution clock.
import http from "node:http";

/**
 * Times a GET: when the response headers arrive, when the first body byte
 * arrives (time to first byte of content), and, with readAll, when the body
 * ends. Without readAll the connection is dropped after the first chunk.
 */
export function timedGet(url, headers, { readAll = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers, agent: false }, (res) => {
      const headersMs = performance.now() - started;
      let firstByteMs = null;
      let bytes = 0;
      const done = () => resolve({ status: res.statusCode, headers: res.headers, headersMs, firstByteMs, totalMs: performance.now() - started, bytes });
      res.on("data", (chunk) => {
        bytes += chunk.length;
        if (firstByteMs === null) {
          firstByteMs = performance.now() - started;
          if (!readAll) {
            res.destroy();
            done();
          }
        }
      });
      res.on("end", done);
      res.on("error", (error) => (readAll ? reject(error) : undefined));
    });
    request.on("error", reject);
  });
}
