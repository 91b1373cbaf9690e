import { Mic } from "lucide-react";
import { useEffect } from "react";
import { toast } from "../../../lib/use-toast.js";
import { AudioPlayer } from "../../../components/player/audio-player.js";
import { usePodcasts } from "../../../api/podcasts.js";
import { ContentMeta } from "./content-meta.js";
import { PagedListView } from "./paged-list-view.js";

/** The Briefing's episodes, each with the audio player. A failed list says so in a toast and shows as empty. */
export function PodcastList() {
  const podcasts = usePodcasts();
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
      renderItem={(episode) => (
        <article className="flex flex-col gap-3 rounded-sm border border-border bg-surface p-4 sm:p-5">
          <h3 className="text-2xl leading-tight text-foreground">{episode.title}</h3>
          <ContentMeta createdAt={episode.createdAt} isMembersOnly={episode.isMembersOnly} />
          {episode.description ? <p className="leading-relaxed text-foreground/85">{episode.description}</p> : null}
          <AudioPlayer src={episode.audioUrl} title={episode.title} />
        </article>
      )}
    />
  );
}
