import { VideoPlayer } from "../../../../components/player/audio-player.js";
import type { MediaMemory } from "../../../../components/player/use-media-memory.js";
import { StatusText } from "../../../../components/ui/status-text.js";
import { useCaptionsChoice } from "../../lib/use-captions-choice.js";

/**
 * A streamed video in the site's one player (the audio player's controls and
 * keys, with captions and full screen), resuming where the member stopped at
 * their speed. Captions (the item's transcript) are off until turned on; the
 * choice is remembered. "Loading video..." shows until its metadata has
 * loaded; if it cannot load, the error is logged and the loading text stays.
 */
export function VideoView({
  src,
  title,
  memory = {},
  captionsUrl,
}: {
  src: string;
  title: string;
  memory?: MediaMemory;
  captionsUrl?: string | null | undefined;
}) {
  const captions = useCaptionsChoice(captionsUrl);
  const loadingText = "Loading video...";
  return (
    <VideoPlayer src={src} title={title} memory={memory} captions={captions} loadingText={loadingText} errorFallback={<StatusText>{loadingText}</StatusText>} />
  );
}
