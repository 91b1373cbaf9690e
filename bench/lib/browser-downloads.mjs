// What a browser downloads on a first visit, as Chromium counts it: the built
// server on a new DATA_DIR, each page in a new context (empty cache), every
// response until the network has been idle for 500 ms (and one more second),
// with Chromium's encoded byte count (the bytes that came over the wire,
// response headers included: Network.loadingFinished's encodedDataLength)
// and the response headers' own size (Network.responseReceivedExtraInfo).
// Used by bench/bundle-size.mjs.
import fs from "node:fs";

import { freePort, requireBuild, serverEnv, startServer, tempDataDir } from "./server.mjs";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One page's responses: { url, type, status, encoded, headers } per finished request. */
async function visit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const requests = new Map();
  const entry = (id) => requests.get(id) ?? requests.set(id, { id }).get(id);
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => Object.assign(entry(requestId), { url: response.url, type, status: response.status }));
  cdp.on("Network.responseReceivedExtraInfo", ({ requestId, headersText, headers }) => {
    // headersText is the status line and headers as received; without it (some responses), an estimate from the pairs.
    const size = headersText?.length ?? Object.entries(headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
    entry(requestId).headers = size;
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => (entry(requestId).encoded = encodedDataLength));
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  await context.close();
  return [...requests.values()].filter((r) => r.url && r.encoded !== undefined);
}

/**
 * Prints, for each page path, the scripts (count, encoded bytes, of which
 * headers) and the other responses a first visit downloads. Returns the
 * figures, or null when there is no build or no Chromium.
 */
export async function browserDownloads(paths) {
  try {
    requireBuild();
  } catch {
    console.log("(browser count skipped: no build in dist/, run npm run build)");
    return null;
  }
  if (!fs.existsSync(CHROME_PATH)) {
    console.log(`(browser count skipped: no Chromium at ${CHROME_PATH}; set CHROME_PATH)`);
    return null;
  }
  const { chromium } = await import("@playwright/test");
  const dataDir = tempDataDir("bundle");
  const port = await freePort();
  const server = await startServer(serverEnv({ dataDir, port, extra: { PAGE_VIEW_RATE_LIMIT: "100000" } }));
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  const figures = {};
  try {
    for (const pagePath of paths) {
      const responses = await visit(browser, new URL(pagePath, server.origin).href);
      const scripts = responses.filter((r) => r.type === "Script");
      const others = responses.filter((r) => r.type !== "Script");
      const sum = (rows, pick) => rows.reduce((n, r) => n + (r[pick] ?? 0), 0);
      figures[pagePath] = { scripts: scripts.length, scriptBytes: sum(scripts, "encoded"), scriptHeaderBytes: sum(scripts, "headers") };
      console.log(`\nFirst visit to ${pagePath} in Chromium (encoded bytes on the wire, headers included; until the network is idle)`);
      for (const r of [...scripts, ...others].sort((a, b) => b.encoded - a.encoded)) {
        const name = new URL(r.url).pathname;
        console.log(`  ${r.type.padEnd(10)} ${name.slice(0, 60).padEnd(60)} ${kb(r.encoded).padStart(10)} (headers ${kb(r.headers ?? 0)})`);
      }
      console.log(`  scripts: ${scripts.length} requests, ${kb(sum(scripts, "encoded"))} (of which response headers ${kb(sum(scripts, "headers"))})`);
      console.log(`  everything: ${responses.length} requests, ${kb(sum(responses, "encoded"))} (of which response headers ${kb(sum(responses, "headers"))})`);
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
