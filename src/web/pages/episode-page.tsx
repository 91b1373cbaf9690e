import { useParams } from "react-router";

import { EpisodeViewer } from "../features/content/components/episode-viewer.js";

export default function EpisodePage() {
  const { podcastId = "" } = useParams();
  return <EpisodeViewer key={podcastId} podcastId={podcastId} />;
}
