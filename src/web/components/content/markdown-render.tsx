import type { Element, ElementContent, Root } from "hast";
import { Check } from "lucide-react";
import type { Nodes as MdastNodes, Root as MdastRoot, PhrasingContent } from "mdast";
import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

import { parseImageUrl } from "../../../shared/images.js";
import { cn } from "../../lib/cn.js";
import { useHydrated } from "../../lib/use-client-value.js";
import { linksHere } from "./links-here.js";
import { ResponsiveImage } from "./responsive-image.js";

// GitHub-flavoured markdown (tables, task lists) in the site's look. Raw HTML
// is never rendered (react-markdown skips it without rehype-raw), and the
// default urlTransform blanks links whose scheme is not http(s), irc(s),
// mailto or xmpp; a blanked link is shown as plain text.

/**
 * A link out of the site, opened in a new tab. A server render (docs/decisions/060)
 * cannot know the page's origin, so until the browser has taken the page over
 * every absolute link counts as external (both renders agree); then a link to
 * this site written out in full is re-rendered as an ordinary one.
 */
function ContentLink({ href, children, ...props }: ComponentProps<"a"> & { href: string }) {
  const hydrated = useHydrated();
  const external = /^https?:\/\//i.test(href) && !(hydrated && linksHere(href));
  return (
    <a
      href={href}
      className="font-medium text-accent underline underline-offset-4 hover:text-accent-hover"
      data-content-link=""
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
    >
      {children}
    </a>
  );
}

/** The text of hast content, leaving out nested lists (a task's own words only). */
function ownText(nodes: ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return node.value;
      if (node.type !== "element" || node.tagName === "ul" || node.tagName === "ol") return "";
      return ownText(node.children);
    })
    .join("");
}

/**
 * Names each GFM task-list box after its item ("Check the radio"), which the
 * bare <input> of remark-gfm lacks.
 */
function rehypeTaskLabels() {
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      const box = child.tagName === "li" ? child.children.find((c): c is Element => c.type === "element" && c.tagName === "input") : undefined;
      if (box) box.properties.ariaLabel = ownText(child.children).replace(/\s+/g, " ").trim() || "Task";
      visit(child);
    }
  };
  return (tree: Root) => visit(tree);
}

/**
 * Keeps every line break of the source as a line break (as GitHub comments
 * do), for text written as plain text, where a new line means one.
 */
function remarkLineBreaks() {
  const split = (text: string): PhrasingContent[] =>
    text
      .split(/\r?\n/)
      .flatMap((line, index): PhrasingContent[] => [
        ...(index > 0 ? [{ type: "break" } as const] : []),
        ...(line ? [{ type: "text", value: line } as const] : []),
      ]);
  const visit = (node: MdastNodes) => {
    if (!("children" in node)) return;
    const children: MdastNodes[] = node.children.flatMap((child) => {
      if (child.type === "text" && /\n/.test(child.value)) return split(child.value);
      visit(child);
      return [child];
    });
    (node as { children: MdastNodes[] }).children = children;
  };
  return (tree: MdastRoot) => visit(tree);
}

/**
 * Every image but the first waits until it is near the viewport: the first
 * may be in view when the page opens, and a lazy one would be fetched late.
 */
function rehypeImageLoading() {
  return (tree: Root) => {
    let first = true;
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        if (child.tagName === "img") {
          child.properties.loading = first ? "eager" : "lazy";
          first = false;
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

// The page title is the h1; a "#" heading in the body is shown one level below it.
const sectionHeading: Components["h2"] = ({ node: _node, ...props }) => <h2 className="mt-10 text-3xl text-foreground sm:text-4xl" {...props} />;

const components: Components = {
  h1: sectionHeading,
  h2: sectionHeading,
  h3: ({ node: _node, ...props }) => <h3 className="mt-8 text-2xl text-accent" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className="mt-6 font-display text-xl font-bold tracking-wide text-foreground uppercase" {...props} />,
  h5: ({ node: _node, ...props }) => <h5 className="mt-6 font-semibold text-foreground" {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className="mt-6 font-semibold text-muted" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-5" {...props} />,
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <ContentLink href={href} {...props}>
        {children}
      </ContentLink>
    ) : (
      <span className="text-foreground">{children}</span>
    ),
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-foreground" {...props} />,
  ul: ({ node: _node, className, ...props }) => (
    <ul
      className={cn("mt-5 space-y-2", className?.includes("contains-task-list") ? "list-none pl-0" : "list-disc pl-6 marker:text-accent", className)}
      {...props}
    />
  ),
  ol: ({ node: _node, className, ...props }) => <ol className={cn("mt-5 list-decimal space-y-2 pl-6 marker:text-accent", className)} {...props} />,
  li: ({ node: _node, className, ...props }) => (
    <li className={cn("[&>p]:mt-2", className?.includes("task-list-item") ? "relative list-none pl-8" : "pl-1", className)} {...props} />
  ),
  // GFM task-list boxes: read-only, drawn in the accent colour (a disabled native box is grey).
  input: ({ node: _node, type, checked, ...props }) =>
    type === "checkbox" ? (
      <span className="absolute top-[0.3em] left-0 inline-flex size-[1.1em]">
        <input
          type="checkbox"
          checked={checked ?? false}
          disabled
          readOnly
          className="size-full appearance-none rounded-[3px] border border-input bg-background checked:border-accent checked:bg-accent"
          {...props}
        />
        {checked ? (
          <Check aria-hidden="true" strokeWidth={3.5} className="pointer-events-none absolute inset-0 m-auto size-[0.8em] text-accent-foreground" />
        ) : null}
      </span>
    ) : null,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-6 border-l-4 border-accent bg-surface px-5 py-3 text-foreground/90 [&>*:first-child]:mt-0 [&_ul]:mt-0" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-10 border-border" {...props} />,
  // Code and tables keep their lines and words whole and scroll sideways in
  // their own box, which takes keyboard focus so it can be scrolled without a mouse.
  pre: ({ node: _node, ...props }) => (
    <pre
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-sm border border-border bg-surface p-4 text-sm leading-relaxed [&_code]:border-0 [&_code]:bg-transparent [&_code]:p-0"
      {...props}
    />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code className={cn("rounded-sm border border-border bg-surface-raised px-1.5 py-0.5 font-mono text-[0.9em] text-foreground", className)} {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label="Table">
      <table className="w-full border-collapse border border-border text-left text-sm sm:text-base" {...props} />
    </div>
  ),
  thead: ({ node: _node, ...props }) => <thead className="bg-surface-raised" {...props} />,
  th: ({ node: _node, ...props }) => <th className="border border-border px-3 py-2 font-display font-bold tracking-wide text-accent uppercase" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border border-border px-3 py-2 align-top" {...props} />,
  // An image whose address was blanked (javascript: and other unsafe schemes)
  // is not drawn as a broken image: its alt text stands in as plain text.
  img: ({ node: _node, alt, src, loading, ...props }) => {
    const when = loading === "eager" ? "eager" : "lazy";
    if (src && parseImageUrl(src)) return <ResponsiveImage src={src} alt={alt ?? ""} loading={when} className="mt-6 rounded-sm" />;
    if (src) return <img alt={alt ?? ""} src={src} className="mt-6 max-w-full rounded-sm" loading={when} {...props} />;
    return alt ? <span>{alt}</span> : null;
  },
};

/** Markdown as the site shows it: MarkdownContent's renderer, loaded only when a body needs it (markdown.tsx). */
export function MarkdownRender({ children, keepLineBreaks }: { children: string; keepLineBreaks: boolean }) {
  return (
    <Markdown
      remarkPlugins={keepLineBreaks ? [remarkGfm, remarkLineBreaks] : [remarkGfm]}
      rehypePlugins={[rehypeTaskLabels, rehypeImageLoading]}
      components={components}
    >
      {children}
    </Markdown>
  );
}
