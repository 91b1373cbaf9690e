import type { StoredFileInfo } from "../../../../shared/content.js";
import { formatBytes } from "../../../lib/format.js";

/** An uploaded file as the admin knows it: "worksheet.pdf · 1.2 MB", the name opening the file in a new tab. */
export function StoredFile({ file, href }: { file: StoredFileInfo; href: string }) {
  return (
    <>
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-foreground underline underline-offset-4 hover:text-accent">
        {file.name}
      </a>
      {file.size === null ? null : <span className="whitespace-nowrap">{` · ${formatBytes(file.size)}`}</span>}
    </>
  );
}
