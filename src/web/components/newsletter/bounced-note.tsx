/** A subscriber whose address refused mail for good: nothing more is sent until they subscribe again. */
export const BOUNCED_NOTE = "Mail to this address was refused by its server, so the newsletter is paused.";

export function BouncedNote() {
  return (
    <p role="status" className="text-foreground">
      {BOUNCED_NOTE}
    </p>
  );
}
