/** A centred status line: page code loading, or a guard waiting for the session. */
export function PageFallback({ text = "Loading..." }: { text?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-muted" role="status">
      {text}
    </div>
  );
}
