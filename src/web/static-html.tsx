import { StrictMode, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";

/** React's static HTML of `tree` on the server, once every lazily loaded part of it has rendered. */
export async function staticHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<StrictMode>{tree}</StrictMode>, {
    // Every boundary inline, none moved to the end with a script to swap it
    // in: the page is whole as it arrives, and the site's CSP runs no inline script but its one loader (071).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
