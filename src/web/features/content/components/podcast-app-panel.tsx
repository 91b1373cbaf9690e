import { ChevronDown, Copy, QrCode, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";

import { useMemberFeed, useResetFeed } from "../../../api/feed.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { Input } from "../../../components/ui/input.js";
import { toast } from "../../../lib/use-toast.js";

/** One-tap subscribe links, where the app has a URL scheme for it. */
function appLinks(url: string) {
  const bare = url.replace(/^https?:\/\//, "");
  return [
    { name: "Apple Podcasts", href: `podcast://${bare}` },
    { name: "Overcast", href: `overcast://x-callback-url/add?url=${encodeURIComponent(url)}` },
    { name: "Pocket Casts", href: `pktc://subscribe/${bare}` },
    { name: "AntennaPod", href: `antennapod-subscribe://${bare}` },
  ];
}

/** The feed URL as a QR code, drawn in the browser (the qrcode library loads only when asked for). */
function FeedQrCode({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(({ toString }) =>
      toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#0e100c", light: "#ece8dc" } }).then((markup) => {
        if (live) setSvg(markup);
      }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  if (!svg) return <p className="text-sm text-muted">Drawing the code...</p>;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt="QR code of your private feed link" className="size-48 rounded-sm" />;
}

function ResetFeedButton() {
  const reset = useResetFeed();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm">
          <RotateCcw aria-hidden="true" />
          Reset my feed link
        </Button>
      }
      title="Reset your feed link?"
      question="Podcast apps using your current link stop getting episodes at once. Add the new link to your app afterwards."
      confirmLabel="Reset link"
      pendingLabel="Resetting..."
      onConfirm={() =>
        reset.mutateAsync().then(
          () => toast({ title: "Feed link reset", description: "Add the new link to your podcast app." }),
          () => toast({ variant: "destructive", title: "Error", description: "Could not reset your feed link. Please try again." }),
        )
      }
    />
  );
}

/**
 * "Listen in your podcast app": the member's private feed link (copy, open
 * in an app, or scan from a phone) and a reset for a link that got out.
 */
export function PodcastAppPanel() {
  const feed = useMemberFeed();
  const [showQr, setShowQr] = useState(false);
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: 'Paste it into your podcast app\'s "add by URL".' });
    } catch {
      toast({ variant: "destructive", title: "Error", description: "Could not copy the link. Select it and copy it yourself." });
    }
  };

  return (
    <details className="group rounded-sm border border-border bg-surface open:border-accent/60">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 font-display text-xl font-bold tracking-wide text-accent uppercase marker:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
        Listen in your podcast app
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-4 border-t border-border px-5 py-4">
        <p className="text-sm leading-relaxed text-muted">
          Your private feed link brings every episode and briefing recording into Apple Podcasts, Overcast, Pocket Casts, AntennaPod or any app that adds a show
          by URL. Anyone with the link can listen as you: keep it to yourself.
        </p>
        {feed.isPending ? (
          <p className="text-sm text-muted">Loading your link...</p>
        ) : !url ? (
          <p className="text-sm text-muted">Your feed link could not be loaded. Please try again later.</p>
        ) : (
          <>
            <div className="flex flex-col gap-2 sm:flex-row">
              <label htmlFor="feed-url" className="sr-only">
                Your private feed link
              </label>
              <Input id="feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} textSize="sm" className="font-mono" />
              <Button onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                Copy link
              </Button>
            </div>
            <ul className="flex flex-wrap gap-2" aria-label="Open in an app">
              {appLinks(url).map((app) => (
                <li key={app.name}>
                  <Button asChild variant="outline" size="sm">
                    <a href={app.href}>{app.name}</a>
                  </Button>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="ghost" size="sm" aria-expanded={showQr} onClick={() => setShowQr((v) => !v)}>
                <QrCode aria-hidden="true" />
                {showQr ? "Hide QR code" : "Show QR code"}
              </Button>
              <ResetFeedButton />
            </div>
            {showQr ? <FeedQrCode url={url} /> : null}
          </>
        )}
      </div>
    </details>
  );
}
