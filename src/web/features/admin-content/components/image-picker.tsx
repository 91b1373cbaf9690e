import type { Ref } from "react";

import { IMAGE_ACCEPT } from "../../../../shared/images.js";

/**
 * The file chooser behind an "image" button (the editor's toolbar, the
 * cover field): hidden and out of the tab order, since the button opens it;
 * emptied after each choice, so the same file can be chosen again.
 */
export function ImagePicker({ ref, onFile }: { ref: Ref<HTMLInputElement>; onFile: (file: File | null) => void }) {
  return (
    <input
      ref={ref}
      type="file"
      accept={IMAGE_ACCEPT}
      className="hidden"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        onFile(event.target.files?.[0] ?? null);
        event.target.value = "";
      }}
    />
  );
}
