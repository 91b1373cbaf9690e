import { NOT_IN_FEEDS_NOTE } from "../../../../shared/feeds.js";

/** A chosen file podcast apps do not play (WAV, WebM), told by its type or, where the browser gives none, its name. */
const notForFeeds = (file: File) => ["audio/wav", "audio/x-wav", "audio/wave", "video/webm"].includes(file.type) || /\.(wav|webm)$/i.test(file.name);

/** Says, under the file field, that the file chosen will not be in the podcast feeds (issue 32); nothing for any other file. */
export function FeedNote({ file }: { file: File | null }) {
  if (!file || !notForFeeds(file)) return null;
  return <p className="font-semibold text-foreground">{NOT_IN_FEEDS_NOTE}</p>;
}
