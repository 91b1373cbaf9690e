import { Check } from "lucide-react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "../../lib/cn.js";

// GitHub-flavoured markdown (tables, task lists) in the site's look. Raw HTML
// is never rendered (react-markdown skips it without rehype-raw), and the
// default urlTransform blanks links whose scheme is not http(s), irc(s),
// mailto or xmpp; a blanked link is shown as plain text.

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href) && !href.startsWith(window.location.origin);
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
      <a
        href={href}
        className="font-medium text-accent underline underline-offset-4 hover:text-accent-hover"
        {...(isExternal(href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...props}
      >
        {children}
      </a>
    ) : (
      <span className="text-foreground">{children}</span>
    ),
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-foreground" {...props} />,
  ul: ({ node: _node, className, ...props }) => (
    <ul className={cn("mt-5 space-y-2", className?.includes("contains-task-list") ? "list-none pl-0" : "list-disc pl-6 marker:text-accent", className)} {...props} />
  ),
  ol: ({ node: _node, className, ...props }) => <ol className={cn("mt-5 list-decimal space-y-2 pl-6 marker:text-accent", className)} {...props} />,
  li: ({ node: _node, className, ...props }) => (
    <li className={cn("pl-1 [&>p]:mt-2", className?.includes("task-list-item") && "relative list-none pl-8", className)} {...props} />
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
        {checked ? <Check aria-hidden="true" strokeWidth={3.5} className="pointer-events-none absolute inset-0 m-auto size-[0.8em] text-accent-foreground" /> : null}
      </span>
    ) : null,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-6 border-l-4 border-accent bg-surface px-5 py-3 text-foreground/90 [&>*:first-child]:mt-0 [&_ul]:mt-0" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-10 border-border" {...props} />,
  pre: ({ node: _node, ...props }) => (
    <pre className="mt-6 overflow-x-auto rounded-sm border border-border bg-surface p-4 text-sm leading-relaxed [&_code]:border-0 [&_code]:bg-transparent [&_code]:p-0" {...props} />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code className={cn("rounded-sm border border-border bg-surface-raised px-1.5 py-0.5 font-mono text-[0.9em] text-foreground", className)} {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse border border-border text-left text-sm sm:text-base" {...props} />
    </div>
  ),
  thead: ({ node: _node, ...props }) => <thead className="bg-surface-raised" {...props} />,
  th: ({ node: _node, ...props }) => <th className="border border-border px-3 py-2 font-display font-bold tracking-wide text-accent uppercase" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border border-border px-3 py-2 align-top" {...props} />,
  img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ""} className="mt-6 max-w-full rounded-sm" loading="lazy" {...props} />,
};

/** A post's body. */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <div className="text-lg leading-relaxed text-foreground/90 [&>*:first-child]:mt-0">
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
