import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";

import type { ImageRole } from "../../../../shared/images.js";
import { ResponsiveImage } from "../../../components/content/responsive-image.js";
import { Button } from "../../../components/ui/button.js";
import { ImageDialog } from "./image-dialog.js";
import { ImagePicker } from "./image-picker.js";

/** The buttons of a person's photo (the creator's, a guest author's). */
export const PHOTO_LABELS = { add: "Add a photo", change: "Change photo", remove: "Remove photo" };
export interface ImageFieldProps {
  /** The image's address, or null for none. */
  url: string | null;
  /** A new image (its address), or null to take it off. */
  onChange: (url: string | null) => void;
  disabled?: boolean | undefined;
  /** The field's heading ("Cover image") and its level in the form. */
  title: string;
  headingLevel: "h2" | "h3";
  /** Shown in place of the image while there is none. */
  hint: ReactNode;
  /** The shown image's alt text, its `sizes` and its look. */
  alt: string;
  sizes: string;
  imageClassName: string;
  /** The buttons' words: "Add a cover image", "Change cover", "Remove cover". */
  labels: { add: string; change: string; remove: string };
  /** What the image is uploaded for: a cover also gets its share and podcast crops (docs/decisions/100). */
  role?: ImageRole;
  /** Shown under the image while there is one (a cover's crops). */
  children?: ReactNode;
}

/**
 * One image of a record (a post's cover, the creator's photo): chosen and
 * described like an image in the text (the same dialog), shown, changed or
 * taken off.
 */
export function ImageField({
  url,
  onChange,
  disabled,
  title,
  headingLevel: Heading,
  hint,
  alt,
  sizes,
  imageClassName,
  labels,
  role,
  children,
}: ImageFieldProps) {
  const headingId = useId();
  const picker = useRef<HTMLInputElement>(null);
  /** The button that opened the dialog: focus goes back to it when the dialog closes (it opens from no trigger of its own). */
  const chooser = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState<File | null>(null);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <Heading id={headingId} className="font-sans text-sm font-semibold tracking-normal text-foreground normal-case">
        {title}
      </Heading>
      {url ? <ResponsiveImage src={url} alt={alt} loading="lazy" sizes={sizes} className={imageClassName} /> : <p className="text-sm text-muted">{hint}</p>}
      {url ? children : null}
      <div className="flex flex-wrap gap-2">
        <Button ref={chooser} type="button" variant="outline" size="sm" disabled={disabled} onClick={() => picker.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {url ? labels.change : labels.add}
        </Button>
        {url ? (
          <Button type="button" variant="quiet" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" />
            {labels.remove}
          </Button>
        ) : null}
      </div>
      <ImagePicker ref={picker} onFile={setFile} />
      <ImageDialog
        file={file}
        role={role}
        onClose={() => setFile(null)}
        onUploaded={(_alt, uploaded) => {
          setFile(null);
          onChange(uploaded);
        }}
        onClosed={() => chooser.current?.focus()}
      />
    </section>
  );
}
