import { useState } from "react";

import type { UploadProgress } from "../../../lib/upload.js";

/** The bytes sent of the running upload, or null when none runs. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  return {
    progress,
    start: () => setProgress({ loaded: 0, total: 0 }),
    onProgress: setProgress,
    clear: () => setProgress(null),
  };
}
