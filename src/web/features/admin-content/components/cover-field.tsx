import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";

import { ResponsiveImage } from "../../../components/content/responsive-image.js";
import { Button } from "../../../components/ui/button.js";
import { ImageDialog } from "./image-dialog.js";
import { ImagePicker } from "./image-picker.js";

export interface CoverFieldProps {
  /** The cover's address, or null for none. */
  url: string | null;
  /** A new cover (its address), or null to take it off. */
  onChange: (url: string | null) => void;
  disabled?: boolean;
}

/**
 * A record's cover image (docs/decisions/086): chosen and described like an
 * image in the text (the same dialog), shown here as readers will see it in
 * lists, changed or taken off.
 */
export function CoverField({ url, onChange, disabled }: CoverFieldProps) {
  const headingId = useId();
  const picker = useRef<HTMLInputElement>(null);
  /** The button that opened the dialog: focus goes back to it when the dialog closes (it opens from no trigger of its own). */
  const chooser = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const choose = () => picker.current?.click();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-sans text-sm font-semibold tracking-normal text-foreground normal-case">
        Cover image
      </h3>
      {url ? (
        <ResponsiveImage
          src={url}
          alt="The current cover"
          loading="lazy"
          sizes="320px"
          className="max-h-40 self-start rounded-sm border border-border object-cover"
        />
      ) : (
        <p className="text-sm text-muted">Shown with the title in lists and at the top of the page. Optional.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button ref={chooser} type="button" variant="outline" size="sm" disabled={disabled} onClick={choose}>
          <ImagePlus aria-hidden="true" />
          {url ? "Change cover" : "Add a cover image"}
        </Button>
        {url ? (
          <Button type="button" variant="quiet" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" />
            Remove cover
          </Button>
        ) : null}
      </div>
      <ImagePicker ref={picker} onFile={setFile} />
      <ImageDialog
        file={file}
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
