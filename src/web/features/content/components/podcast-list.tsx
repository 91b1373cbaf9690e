import { Mic } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";

import type { Podcast } from "../../../../shared/content.js";
import { paths } from "../../../../shared/paths.js";
import { usePlayerMemory } from "../../../api/player-memory.js";
import { usePodcasts } from "../../../api/podcasts.js";
import { useVisit } from "../../../api/preferences.js";
import { CardCover, DASHBOARD_CARD_SIZES } from "../../../components/content/cover.js";
import { AudioPlayer } from "../../../components/player/audio-player.js";
import { toast } from "../../../lib/use-toast.js";
import { ContentMeta } from "./content-meta.js";
import { WithTranscript } from "./media/media-transcript.js";
import { PagedListView } from "./paged-list-view.js";
import { ProgressFooter } from "./progress-footer.js";
import { useTagParam } from "./topic-filter.js";

/** One episode: its cover, the audio player resumes where the member stopped, with their speed; progress and "Finished" under it. */
function EpisodeCard({ episode, newSince }: { episode: Podcast; newSince: string | null }) {
  const { memory } = usePlayerMemory("episode", episode.id, episode.progress);
  return (
    <article className="flex flex-col gap-3 rounded-sm border border-border bg-surface p-4 sm:p-5">
      <h3 className="text-2xl leading-tight text-foreground">
        {/* The episode's own page (shareable, with its transcript). */}
        <Link to={paths.episode(episode.id)} className="underline-offset-4 transition-colors hover:text-accent hover:underline">
          {episode.title}
        </Link>
      </h3>
      <ContentMeta createdAt={episode.createdAt} isMembersOnly={episode.isMembersOnly} newSince={newSince} publication={episode} />
      <CardCover url={episode.coverUrl} sizes={DASHBOARD_CARD_SIZES} />
      {episode.description ? <p className="leading-relaxed text-foreground/85">{episode.description}</p> : null}
      <WithTranscript transcriptUrl={episode.transcriptUrl} title={episode.title} mediaKey={episode.audioUrl} collapsed>
        <AudioPlayer src={episode.audioUrl} title={episode.title} album="The Briefing" memory={memory} />
      </WithTranscript>
      <ProgressFooter kind="episode" id={episode.id} title={episode.title} listed={episode.progress} mode="media" />
    </article>
  );
}

/** The Briefing's episodes, each with the audio player. A failed list says so in a toast and shows as empty. */
export function PodcastList() {
  const podcasts = usePodcasts(undefined, "", useTagParam());
  const { previousVisitAt } = useVisit();
  const { error } = podcasts;
  useEffect(() => {
    if (!error) return;
    console.error("Could not fetch podcasts:", error);
    toast({ title: "Error", description: "Could not fetch podcasts." });
  }, [error]);

  return (
    <PagedListView
      list={podcasts}
      label="Podcast episodes"
      loadingText="Loading episodes..."
      emptyText="No episodes available yet."
      emptyIcon={Mic}
      emptyTextOnError
      renderItem={(episode) => <EpisodeCard episode={episode} newSince={previousVisitAt} />}
    />
  );
}
