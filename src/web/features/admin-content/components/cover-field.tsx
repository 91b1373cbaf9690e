import { ImageField } from "./image-field.js";

export interface CoverFieldProps {
  /** The cover's address, or null for none. */
  url: string | null;
  /** A new cover (its address), or null to take it off. */
  onChange: (url: string | null) => void;
  disabled?: boolean;
}

const COVER_LABELS = { add: "Add a cover image", change: "Change cover", remove: "Remove cover" };

/**
 * A record's cover image (docs/decisions/086): chosen and described like an
 * image in the text (the same dialog), shown here as readers will see it in
 * lists, changed or taken off. Uploaded as a cover, so the server also
 * makes its share image and podcast art (docs/decisions/100).
 */
export function CoverField({ url, onChange, disabled }: CoverFieldProps) {
  return (
    <ImageField
      url={url}
      onChange={onChange}
      disabled={disabled}
      title="Cover image"
      headingLevel="h3"
      hint="Shown with the title in lists, at the top of the page and in previews of shared links (an episode's in podcast apps too). Optional."
      alt="The current cover"
      sizes="320px"
      imageClassName="max-h-40 self-start rounded-sm border border-border object-cover"
      labels={COVER_LABELS}
      role="cover"
    />
  );
}
