/** Shown while a page's code is loading. */
export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-muted" role="status">
      Loading...
    </div>
  );
}
