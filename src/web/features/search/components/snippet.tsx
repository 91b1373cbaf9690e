import type { SnippetPart } from "../../../../shared/search.js";

/**
 * A result's matched passage. The server sends it as text parts with the
 * matched words flagged (docs/decisions/020): each part is rendered as text,
 * the matches inside <mark>, so nothing in a body is ever parsed as HTML.
 * A word longer than the card's width wraps inside it (a 390 px phone).
 */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <p className="leading-relaxed [overflow-wrap:anywhere] text-foreground/85">
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-xs bg-accent/25 px-0.5 font-semibold text-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
