import { CreatorProfile } from "../features/landing/components/creator-profile.js";
import { useCreator } from "../lib/creator.js";

/** /creator: the landing page's "More about the Creator" (docs/decisions/096). */
export default function CreatorPage() {
  return <CreatorProfile creator={useCreator()} />;
}
