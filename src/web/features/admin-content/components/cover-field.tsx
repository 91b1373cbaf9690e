import { useState } from "react";

import { COVER_CROPS, cropUrl, parseImageUrl, type CoverCrop } from "../../../../shared/images.js";
import { ImageField } from "./image-field.js";

export interface CoverFieldProps {
  /** The cover's address, or null for none. */
  url: string | null;
  /** A new cover (its address), or null to take it off. */
  onChange: (url: string | null) => void;
  disabled?: boolean;
}

const COVER_LABELS = { add: "Add a cover image", change: "Change cover", remove: "Remove cover" };

const CROP_TEXT: Record<CoverCrop, { label: string; missing: string }> = {
  share: { label: "Shared links", missing: "Not made yet: shared links show the area's card until it is, within ten minutes." },
  square: { label: "Podcast apps", missing: "Not made yet: podcast apps show the show's art until it is, within ten minutes." },
};

/** One crop as the places that show it will: its own size's shape, scaled down. */
function CropPreview({ id, hash, crop }: { id: string; hash: string; crop: CoverCrop }) {
  const { width, height } = COVER_CROPS[crop];
  // A cover named before crops were made has none until the images.cover-crops job makes them (docs/decisions/111).
  const [missing, setMissing] = useState(false);
  return (
    <figure className="flex flex-col gap-1">
      {missing ? (
        <p className="max-w-60 text-sm text-muted">{CROP_TEXT[crop].missing}</p>
      ) : (
        <img
          src={cropUrl(id, hash, crop)}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          onError={() => setMissing(true)}
          className={`${crop === "share" ? "w-60" : "w-28"} h-auto rounded-sm border border-border`}
        />
      )}
      <figcaption className="text-xs text-muted">
        {CROP_TEXT[crop].label} ({width} × {height})
      </figcaption>
    </figure>
  );
}

/**
 * How a cover is cut for other sites (docs/decisions/100): the share image a
 * link preview shows and the square podcast apps show, as they were made.
 * Folded away: the admin opens it to check the crop kept the subject.
 */
function CoverCrops({ url }: { url: string }) {
  const image = parseImageUrl(url);
  if (!image) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted hover:text-foreground">How it is cut for shared links and podcast apps</summary>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        {(Object.keys(COVER_CROPS) as CoverCrop[]).map((crop) => (
          <CropPreview key={`${url}:${crop}`} id={image.id} hash={image.hash} crop={crop} />
        ))}
      </div>
    </details>
  );
}

/**
 * A record's cover image (docs/decisions/086): chosen and described like an
 * image in the text (the same dialog), shown here as readers will see it in
 * lists, changed or taken off. Uploaded as a cover, so the server also
 * makes its share image and podcast art (docs/decisions/100), which the
 * admin can look at here.
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
    >
      {url ? <CoverCrops url={url} /> : null}
    </ImageField>
  );
}
