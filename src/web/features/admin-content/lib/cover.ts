import { parseImageUrl } from "../../../../shared/images.js";

// A record's cover in an admin form (docs/decisions/086): what the form
// shows, and what a save sends of it.

/** The cover as the form shows it, and whether the admin changed it here. */
export interface CoverChoice {
  url: string | null;
  changed: boolean;
}

/** The edited record's cover, unchanged (a new record has none). */
export const coverChoiceOf = (editing: { coverUrl?: string | null | undefined } | null): CoverChoice => ({ url: editing?.coverUrl ?? null, changed: false });

/** What a save sends of the cover: its image's id, null to take it off, nothing when the form did not change it (the stored one stays). */
export const coverInput = (cover: CoverChoice): { coverImageId?: string | null } =>
  cover.changed ? { coverImageId: cover.url ? (parseImageUrl(cover.url)?.id ?? null) : null } : {};
