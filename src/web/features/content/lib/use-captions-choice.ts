import { useEffect, type RefObject } from "react";

import { usePreferences, useUpdatePreferences } from "../../../api/preferences.js";

/**
 * Captions are off until the viewer turns them on with the video's own CC
 * control; that choice is remembered: for a member in their preferences
 * (`captionsOn`, on every device), for a visitor in this tab only. The
 * track's mode is set from the choice when the video (or the choice) loads,
 * and a change the viewer makes is saved.
 */
export function useCaptionsChoice(video: RefObject<HTMLVideoElement | null>, hasCaptions: boolean) {
  const { preferences } = usePreferences();
  const update = useUpdatePreferences();
  const wanted = preferences.captionsOn;
  const { mutate } = update;

  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!hasCaptions || !tracks) return;
    const captions = () => Array.from(tracks).find((t) => t.kind === "captions");
    const apply = () => {
      const track = captions();
      if (track) track.mode = wanted ? "showing" : "hidden";
    };
    apply();
    const onChange = () => {
      const showing = captions()?.mode === "showing";
      if (showing !== wanted) mutate({ captionsOn: showing });
    };
    tracks.addEventListener("addtrack", apply);
    tracks.addEventListener("change", onChange);
    return () => {
      tracks.removeEventListener("addtrack", apply);
      tracks.removeEventListener("change", onChange);
    };
  }, [video, hasCaptions, wanted, mutate]);
}
