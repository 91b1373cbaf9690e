// A record's byline in an admin form (docs/decisions/113): what the form
// shows, and what a save sends of it, as a cover's (lib/cover.ts).

/** The byline as the form shows it (an author's id, "" for the creator), and whether the admin changed it here. */
export interface AuthorChoice {
  value: string;
  changed: boolean;
}

/** What a save sends of the byline: the chosen author's id, "" for the creator, nothing when the form did not change it (the record's stays). */
export const authorInput = (author: AuthorChoice): { authorId?: string } => (author.changed ? { authorId: author.value } : {});
