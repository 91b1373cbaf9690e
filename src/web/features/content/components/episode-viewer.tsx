import { Headphones } from "lucide-react";

import { libraryHref } from "../../../../shared/library.js";
import { usePlayerMemory } from "../../../api/player-memory.js";
import { useEpisode } from "../../../api/podcasts.js";
import { ReaderCover } from "../../../components/content/cover.js";
import { TagList } from "../../../components/content/tag-list.js";
import { PageFallback } from "../../../components/layout/page-fallback.js";
import { AudioPlayer } from "../../../components/player/audio-player.js";
import { formatDate } from "../../../lib/format.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { Byline } from "./byline.js";
import { LockPanel } from "./lock-panel.js";
import { WithTranscript } from "./media/media-transcript.js";
import { ReaderLayout, ReaderNotFound } from "./reader-layout.js";

/** The episode's player on its page: the one saved-progress path, as in the dashboard's list (resume, save, the member's speed). */
function EpisodePlayer({ id, src, title }: { id: string; src: string; title: string }) {
  const { memory } = usePlayerMemory("episode", id);
  return <AudioPlayer src={src} title={title} album="The Briefing" memory={memory} />;
}

/**
 * An episode's own page (/briefing/:podcastId): the player and the
 * description for those who may hear it, the lock panel for a visitor on a
 * members-only episode (whose description the server does not send).
 */
export function EpisodeViewer({ podcastId }: { podcastId: string }) {
  const { data: episode, isPending, isError } = useEpisode(podcastId);
  usePageMeta(episode?.title ?? (isError ? "Episode not found" : undefined), episode?.description || "An episode of The Briefing from Lead or Be Led.");

  if (isPending) return <PageFallback text="Loading Episode..." />;
  if (isError) return <ReaderNotFound text="Episode not found." />;

  return (
    <ReaderLayout
      eyebrow="The Briefing"
      tab="briefing"
      library="briefing"
      title={episode.title}
      isMembersOnly={episode.isMembersOnly}
      publication={episode}
      part={{ kind: "episode", id: episode.id }}
      meta={
        <>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <time dateTime={episode.createdAt}>{formatDate(episode.createdAt, "long")}</time>
            <span className="inline-flex items-center gap-1.5">
              <Headphones aria-hidden="true" className="size-4 text-accent" />
              Episode
            </span>
          </div>
          <Byline author={episode.author} />
          <TagList tags={episode.tags} href={(tag) => libraryHref("briefing", { tag })} />
        </>
      }
    >
      {/* The cover shows to anyone who sees the episode, locked or not: the page's first picture. */}
      <ReaderCover url={episode.coverUrl} />
      {episode.locked || !episode.audioUrl ? (
        <LockPanel kind="item" />
      ) : (
        <div className="flex flex-col gap-8">
          <WithTranscript transcriptUrl={episode.transcriptUrl} title={episode.title} mediaKey={episode.audioUrl}>
            <EpisodePlayer id={episode.id} src={episode.audioUrl} title={episode.title} />
          </WithTranscript>
          {episode.description ? <p className="text-lg leading-relaxed whitespace-pre-line text-foreground/90">{episode.description}</p> : null}
        </div>
      )}
    </ReaderLayout>
  );
}
