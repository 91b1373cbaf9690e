import { useState } from "react";

import { reportAction } from "../../../lib/feedback.js";

/**
 * A form's write with its pending flag (buttons read "Saving...") and the
 * toast of how it went: the success line, or the error title with the
 * server's reason. Resolves to true on success; the form keeps its values
 * either way unless the caller clears them.
 */
export function useReported() {
  const [pending, setPending] = useState(false);
  const report = async <T>(run: () => Promise<T>, wording: Parameters<typeof reportAction<T>>[1]): Promise<boolean> => {
    setPending(true);
    try {
      return await reportAction(run, wording);
    } finally {
      setPending(false);
    }
  };
  return { pending, report };
}
