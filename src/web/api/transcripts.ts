import { useQuery } from "@tanstack/react-query";

import { parseVtt, type Cue } from "../../shared/transcript.js";
import { apiErrorFrom, networkError } from "../lib/api-client.js";

/**
 * A transcript's cues, read from the server's WebVTT with the same strict
 * reader that checked it at upload (shared/transcript.ts). The server
 * answers only viewers who may read the record (401/404 otherwise).
 */
export function useTranscript(url: string | null | undefined) {
  return useQuery({
    queryKey: ["transcript", url],
    enabled: Boolean(url),
    staleTime: 5 * 60 * 1000,
    queryFn: async ({ signal }): Promise<Cue[]> => {
      const response = await fetch(url!, { signal, credentials: "same-origin", headers: { accept: "text/vtt" } }).catch(() => {
        throw networkError();
      });
      if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => undefined));
      return parseVtt(await response.text());
    },
  });
}
