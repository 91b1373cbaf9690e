import type { ListProgress } from "../../shared/content.js";
import { PLAYBACK_RATES } from "../../shared/preferences.js";
import { FINISHED_SHARE, type ProgressKind } from "../../shared/progress.js";
import { usePreferences, useUpdatePreferences } from "./preferences.js";
import { useMarkProgress, useProgress, useSaveProgress } from "./progress.js";

/**
 * Everything a player remembers for the signed-in member on one episode or
 * item, as the props the player takes (`memory` of AudioPlayer and
 * VideoView): where to resume (not once finished), how to save, start over,
 * and the member's speed on every device. For the episode page too:
 *
 *   const { memory, ready } = usePlayerMemory("episode", id, episode.progress);
 *   <AudioPlayer src={...} title={...} memory={memory} />   // once ready
 *
 * `listed` is the progress a list row carried; without it the progress is
 * fetched, and `ready` is false until it is known.
 */
export function usePlayerMemory(kind: ProgressKind, id: string, listed?: ListProgress) {
  const { progress, settled, signedIn } = useProgress(kind, id, listed);
  const { preferences } = usePreferences();
  const updatePreferences = useUpdatePreferences();
  const onSave = useSaveProgress(kind, id);
  const mark = useMarkProgress(kind, id);
  const finished = progress?.finished === true || (progress?.duration ? progress.position >= FINISHED_SHARE * progress.duration : false);
  const memory = {
    resumeAt: progress && !finished ? progress.position : null,
    onSave: signedIn ? onSave : undefined,
    onStartOver: signedIn ? () => mark.mutate({ finished: false }) : undefined,
    playbackRate: preferences.playbackRate,
    // A browser's own video controls offer other speeds too: those hold for this video only.
    onPlaybackRateChange: (playbackRate: number) => {
      if ((PLAYBACK_RATES as readonly number[]).includes(playbackRate)) updatePreferences.mutate({ playbackRate });
    },
  };
  return { memory, ready: settled, progress };
}
