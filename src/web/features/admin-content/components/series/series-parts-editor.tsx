import { ArrowDown, ArrowUp, GripVertical, Plus, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

import { MAX_SERIES_PARTS, SERIES_PART_LABELS, type SeriesCandidate, type SeriesPartKind } from "../../../../../shared/series.js";
import { MembersBadge } from "../../../../components/content/members-badge.js";
import { StatusBadge, type Publication } from "../../../../components/content/status-badge.js";
import { Button } from "../../../../components/ui/button.js";
import { SearchField } from "../../../../components/ui/search-field.js";
import { StatusText } from "../../../../components/ui/status-text.js";
import { useTitleSearch } from "../../lib/use-title-search.js";
import { useSeriesCandidates } from "../../series-api.js";

// A series' parts in the admin's form (docs/decisions/103): an ordered list
// the admin rearranges with Move up / Move down (buttons, so every step is
// reachable and announced by keyboard and screen reader; Alt+↑ and Alt+↓ on a
// row do the same) or by dragging a row onto another's place, removes, and
// adds to from a search of every record. Nothing is saved until the form is.

/** A part as the form holds it. */
export interface EditedPart extends Publication {
  kind: SeriesPartKind;
  id: string;
  title: string;
  isMembersOnly: boolean;
}

const keyOf = (part: { kind: string; id: string }) => `${part.kind}:${part.id}`;

/** Moves the entry at `from` to `to` (both in range). */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}

export interface SeriesPartsEditorProps {
  parts: EditedPart[];
  onChange: (parts: EditedPart[]) => void;
  /** The series being edited (null: a new one): its own parts are no other series'. */
  seriesId: string | null;
  disabled?: boolean;
}

export function SeriesPartsEditor({ parts, onChange, seriesId, disabled = false }: SeriesPartsEditorProps) {
  const [announcement, setAnnouncement] = useState("");
  /** After a move, the button to give focus back to (it moved with its row). */
  const refocus = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (!refocus.current) return;
    buttons.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  const move = (index: number, to: number, button: "up" | "down") => {
    if (to < 0 || to >= parts.length) return;
    const part = parts[index]!;
    onChange(moved(parts, index, to));
    // At the top or bottom the button is disabled: focus goes to its twin on the same row.
    const edge = (button === "up" && to === 0) || (button === "down" && to === parts.length - 1);
    refocus.current = `${keyOf(part)}:${edge ? (button === "up" ? "down" : "up") : button}`;
    setAnnouncement(`“${part.title}” is now part ${to + 1} of ${parts.length}.`);
  };
  /** Where a dragged row came from (null: no drag of a part under way). */
  const dragged = useRef<number | null>(null);
  const drop = (to: number) => {
    const from = dragged.current;
    dragged.current = null;
    if (from === null || from === to) return;
    const part = parts[from]!;
    onChange(moved(parts, from, to));
    setAnnouncement(`“${part.title}” is now part ${to + 1} of ${parts.length}.`);
  };
  const remove = (index: number) => {
    const part = parts[index]!;
    onChange(parts.filter((_, i) => i !== index));
    setAnnouncement(`Removed “${part.title}” from the series.`);
  };
  const add = (candidate: SeriesCandidate) => {
    onChange([...parts, candidate]);
    setAnnouncement(`Added “${candidate.title}” as part ${parts.length + 1}.`);
  };
  const onRowKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    if (event.key === "ArrowUp") move(index, index - 1, "up");
    else move(index, index + 1, "down");
  };
  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    // min-w-0: a fieldset is as wide as its widest content unless told (a part of one long word).
    <fieldset className="flex min-w-0 flex-col gap-4" disabled={disabled}>
      <legend className="mb-1 text-lg font-semibold text-foreground">Parts, in order</legend>
      <p className="text-sm text-muted">
        Readers see the published parts in this order, numbered among themselves (a draft part waits unnumbered until it is published). Drag a part to its
        place, or use its arrows; Alt+↑ and Alt+↓ move the part in focus.
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {parts.length === 0 ? (
        <p className="rounded-sm border border-dashed border-border px-4 py-3 text-sm text-muted">No parts yet: add posts, episodes and items below.</p>
      ) : (
        <ol aria-label="Parts of the series" className="flex flex-col gap-2">
          {parts.map((part, index) => {
            const key = keyOf(part);
            return (
              <li
                key={key}
                data-series-part={key}
                onKeyDown={(event) => onRowKey(event, index)}
                draggable={!disabled}
                onDragStart={(event) => {
                  dragged.current = index;
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", part.title);
                }}
                onDragOver={(event) => {
                  if (dragged.current !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  drop(index);
                }}
                onDragEnd={() => (dragged.current = null)}
                className="flex cursor-grab flex-wrap items-center gap-3 rounded-sm border border-border bg-background/60 p-3 active:cursor-grabbing"
              >
                <GripVertical aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="w-16 shrink-0 font-display text-sm font-bold tracking-wider text-accent uppercase">Part {index + 1}</span>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-semibold break-words text-foreground [overflow-wrap:anywhere]">{part.title}</span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
                    {SERIES_PART_LABELS[part.kind]}
                    <MembersBadge show={part.isMembersOnly} />
                    <StatusBadge record={part} />
                  </span>
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <Button
                    ref={buttonRef(`${key}:up`)}
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Move “${part.title}” up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, "up")}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    ref={buttonRef(`${key}:down`)}
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Move “${part.title}” down`}
                    disabled={index === parts.length - 1}
                    onClick={() => move(index, index + 1, "down")}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghostDestructive" size="sm" aria-label={`Remove “${part.title}”`} onClick={() => remove(index)}>
                    <X aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <AddParts parts={parts} seriesId={seriesId} onAdd={add} full={parts.length >= MAX_SERIES_PARTS} />
    </fieldset>
  );
}

/** The search for records to add: each result with Add, or why it cannot be added (here already, or another series' part). */
function AddParts({
  parts,
  seriesId,
  onAdd,
  full,
}: {
  parts: EditedPart[];
  seriesId: string | null;
  onAdd: (candidate: SeriesCandidate) => void;
  full: boolean;
}) {
  const search = useTitleSearch();
  const candidates = useSeriesCandidates(search.q);
  const here = new Set(parts.map(keyOf));
  return (
    <div className="flex flex-col gap-3">
      <SearchField label="Find posts, episodes and items to add" value={search.value} onChange={search.onChange} />
      {candidates.isPending ? (
        <StatusText>Loading...</StatusText>
      ) : candidates.isError ? (
        <StatusText>Could not load the records. Please try again.</StatusText>
      ) : candidates.data.items.length === 0 ? (
        <StatusText>{search.q ? `No titles match “${search.q}”.` : "No records yet."}</StatusText>
      ) : (
        <ul aria-label="Records to add" className="flex max-h-72 flex-col gap-2 overflow-y-auto overscroll-contain">
          {candidates.data.items.map((candidate) => {
            const added = here.has(keyOf(candidate));
            const elsewhere = candidate.series && candidate.series.id !== seriesId ? candidate.series : null;
            return (
              <li key={keyOf(candidate)} className="flex flex-wrap items-center gap-3 rounded-sm border border-border p-3">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="break-words text-foreground [overflow-wrap:anywhere]">{candidate.title}</span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
                    {SERIES_PART_LABELS[candidate.kind]}
                    {candidate.category ? ` · ${candidate.category === "briefing" ? "Briefing" : "After-Action"}` : null}
                    <MembersBadge show={candidate.isMembersOnly} />
                    <StatusBadge record={candidate} />
                    {elsewhere ? <span>Part of “{elsewhere.title}”</span> : null}
                  </span>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={added || elsewhere !== null || full}
                  aria-label={`${added ? "Added" : "Add"} “${candidate.title}”`}
                  onClick={() => onAdd(candidate)}
                >
                  <Plus aria-hidden="true" />
                  {added ? "Added" : "Add"}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
