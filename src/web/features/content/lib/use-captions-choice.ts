import { useCallback } from "react";

import { usePreferences, useUpdatePreferences } from "../../../api/preferences.js";
import type { VideoCaptions } from "../../../components/player/audio-player.js";

/**
 * A video's captions for the player: off until the viewer turns them on
 * (the player's CC button or C key), and that choice remembered: for a
 * member in their preferences (`captionsOn`, on every device), for a visitor
 * in this browser. Null when the video has no captions track.
 */
export function useCaptionsChoice(captionsUrl: string | null | undefined): VideoCaptions | null {
  const { preferences } = usePreferences();
  const { mutate } = useUpdatePreferences();
  const onChange = useCallback((on: boolean) => mutate({ captionsOn: on }), [mutate]);
  return captionsUrl ? { url: captionsUrl, on: preferences.captionsOn, onChange } : null;
}
