import { createContext, Suspense, use, useContext, useEffect, useId, useRef, useState } from "react";

import { bodyMode, renderedBodyKey, type RenderedBodies } from "../../../shared/rendered-bodies.js";
import { linksHere } from "./links-here.js";
import type * as MarkdownRenderModule from "./markdown-render.js";

// A post's body, and a text item's (docs/decisions/074, 076). The markdown
// renderer (react-markdown with GitHub's extensions, about 170 KB of script)
// is its own chunk, loaded only for a body the server did not render: a page
// that arrived rendered keeps the server's HTML and never needs it.

type Renderer = typeof MarkdownRenderModule;
let renderer: Renderer | null = null;
let loading: Promise<Renderer> | undefined;

/**
 * Starts loading the markdown renderer, once (again after a failed load):
 * for a page about to show a body whose data is on the way. The server's
 * render needs no call: it waits for a body that suspends on it.
 */
export function preloadMarkdown(): Promise<Renderer> {
  loading ??= import("./markdown-render.js").then(
    (module) => (renderer = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface MarkdownContentProps {
  children: string;
  /** Every line break is kept (text items, written as plain text: docs/decisions/021). */
  keepLineBreaks?: boolean;
  /** Shown in the body's place while its renderer loads: the page's own loading text ("Loading Post..."). */
  loadingText?: string;
}

const BODY_CLASS = "text-lg leading-relaxed text-foreground/90 [&>*:first-child]:mt-0";

/**
 * The bodies the server rendered ahead of time (docs/decisions/123), given
 * to its page render only: a body found here by its text is written as it
 * is instead of parsing its markdown again. The browser has none.
 */
export const RenderedBodiesContext = createContext<RenderedBodies | null>(null);

/**
 * The HTML the server rendered for this body, when the browser is taking
 * over a page that arrived with it: the element the server wrote with the
 * same `useId` is still in the document while React hydrates (a page the
 * browser renders on its own has none).
 */
function renderedByServer(id: string, text: string): { text: string; html: string } | null {
  if (typeof document === "undefined") return null;
  const element = document.querySelector(`[data-markdown="${CSS.escape(id)}"]`);
  return element ? { text, html: element.innerHTML } : null;
}

/**
 * A post's body, and a text item's. On the page it arrived with, the body
 * keeps the server's HTML (the same render; decision 074): parsing the
 * markdown again was a large part of hydrating a post's page.
 * Any other text, or this one once it changes, renders from the markdown.
 */
export function MarkdownContent({ children, keepLineBreaks = false, loadingText = "Loading..." }: MarkdownContentProps) {
  const id = useId();
  const ahead = useContext(RenderedBodiesContext)?.get(renderedBodyKey(bodyMode(keepLineBreaks), children));
  const [server] = useState(() => renderedByServer(id, children));
  const kept = server !== null && server.text === children;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // What ContentLink does once hydrated: a link to this site written out in full opens here, not in a new tab.
    if (!kept) return;
    for (const link of ref.current?.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]') ?? []) {
      if (!linksHere(link.getAttribute("href") ?? "")) continue;
      link.removeAttribute("target");
      link.removeAttribute("rel");
    }
  }, [kept]);
  if (kept) return <div ref={ref} className={BODY_CLASS} data-markdown={id} dangerouslySetInnerHTML={{ __html: server.html }} />;
  if (ahead !== undefined) return <div className={BODY_CLASS} data-markdown={id} dangerouslySetInnerHTML={{ __html: ahead }} />;
  return (
    <div className={BODY_CLASS} data-markdown={id}>
      <Suspense
        fallback={
          <p role="status" className="text-muted">
            {loadingText}
          </p>
        }
      >
        <FromMarkdown keepLineBreaks={keepLineBreaks}>{children}</FromMarkdown>
      </Suspense>
    </div>
  );
}

/** The body rendered from its markdown; suspends (MarkdownContent shows its loading text) until the renderer has loaded. */
function FromMarkdown({ children, keepLineBreaks }: { children: string; keepLineBreaks: boolean }) {
  const { MarkdownRender } = renderer ?? use(preloadMarkdown());
  return <MarkdownRender keepLineBreaks={keepLineBreaks}>{children}</MarkdownRender>;
}
