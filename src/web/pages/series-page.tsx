import { useParams } from "react-router";

import { SeriesView } from "../features/content/components/series-view.js";

export default function SeriesPage() {
  const { seriesId = "" } = useParams();
  return <SeriesView key={seriesId} seriesId={seriesId} />;
}
