import type { CreatedPreviewLink } from "../../../../shared/previews.js";
import { LocalDate } from "../../../components/content/local-date.js";
import { OneTimeLink } from "../../../components/ui/one-time-link.js";

/** A preview link just made: its whole URL, shown only now (the server keeps it hashed), with a copy button and its expiry. */
export function CreatedPreviewLinkBox({ link }: { link: CreatedPreviewLink }) {
  return (
    <OneTimeLink label="New preview link" url={link.url} linkId={link.id} copiedDescription="Send it to whoever should read the preview.">
      Shown only now: copy it before you leave this form. It works until <LocalDate iso={link.expiresAt} format="dateTime" />, for anyone who has it.
    </OneTimeLink>
  );
}
