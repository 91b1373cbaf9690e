import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render, toPlainText } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

import { emailImageUrl } from "./email-images.js";

// A newsletter e-mail in the site's look (dark, plain, one column), made with
// react-email's components, which write the table-based markup with inline
// styles that Gmail, Outlook and Apple Mail all draw. It is rendered once per
// version of a send (whole or teaser), with placeholders where each
// recipient's own links go (letterFor), so 10,000 recipients cost one render.

const COLORS = { background: "#0e100c", surface: "#161912", border: "#32382a", text: "#ece8dc", muted: "#a9ab9b", accent: "#d2a24c", onAccent: "#15120a" };
const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** Where each recipient's own links go; replaced per recipient (they hold only URL-safe characters). */
export const PLACEHOLDERS = { preferences: "%%PREFERENCES_URL%%", unsubscribe: "%%UNSUBSCRIBE_URL%%" } as const;

export interface LetterContent {
  /** "New in the Field Manual" and the like. */
  label: string;
  title: string;
  /** A sentence or two: the preview line, and all a teaser shows. */
  teaser: string;
  /** The record's markdown, whole; null for a teaser (or a record with no text). */
  markdown: string | null;
  /** Absolute address of the cover (its 960 px JPEG), or null. */
  coverUrl: string | null;
  /** The record's page. */
  url: string;
  /** The button under the text: "Read on the site", "Listen", "Join for free to read it". */
  action: { label: string; url: string };
  /** A line above the button for a teaser ("This article is for members. Membership is free."). */
  note?: string;
}

export interface RenderedLetter {
  subject: string;
  html: string;
  text: string;
}

const text: CSSProperties = { color: COLORS.text, fontSize: "16px", lineHeight: "26px", margin: "16px 0" };
const link: CSSProperties = { color: COLORS.accent, textDecoration: "underline" };
const buttonStyle: CSSProperties = {
  backgroundColor: COLORS.accent,
  color: COLORS.onAccent,
  fontWeight: 700,
  padding: "12px 20px",
  textTransform: "uppercase",
  letterSpacing: "1px",
};

const heading = (as: "h2" | "h3", fontSize: string, children: ReactNode) => (
  <Heading as={as} style={{ color: COLORS.text, fontSize, margin: as === "h3" ? "24px 0 8px" : "28px 0 8px" }}>
    {children}
  </Heading>
);

function markdownComponents(origin: string): Components {
  const absolute = (href: string | undefined) => (href?.startsWith("/") ? `${origin}${href}` : href);
  return {
    p: ({ children }) => <Text style={text}>{children}</Text>,
    a: ({ href, children }) => (
      <Link href={absolute(href)} style={link}>
        {children}
      </Link>
    ),
    // An e-mail's own title is its h1: the text's headings sit below it.
    h1: ({ children }) => heading("h2", "24px", children),
    h2: ({ children }) => heading("h2", "22px", children),
    h3: ({ children }) => heading("h3", "19px", children),
    blockquote: ({ children }) => <div style={{ borderLeft: `4px solid ${COLORS.accent}`, padding: "0 16px", margin: "16px 0" }}>{children}</div>,
    li: ({ children }) => <li style={{ color: COLORS.text, fontSize: "16px", lineHeight: "26px" }}>{children}</li>,
    hr: () => <Hr style={{ borderColor: COLORS.border, margin: "24px 0" }} />,
    code: ({ children }) => <code style={{ fontFamily: "Menlo, Consolas, monospace", fontSize: "14px", color: COLORS.text }}>{children}</code>,
    pre: ({ children }) => <pre style={{ background: COLORS.surface, padding: "12px", overflowX: "auto", whiteSpace: "pre-wrap" }}>{children}</pre>,
    table: ({ children }) => <table style={{ borderCollapse: "collapse", width: "100%", color: COLORS.text, fontSize: "14px" }}>{children}</table>,
    th: ({ children }) => <th style={{ border: `1px solid ${COLORS.border}`, padding: "6px 8px", textAlign: "left" }}>{children}</th>,
    td: ({ children }) => <td style={{ border: `1px solid ${COLORS.border}`, padding: "6px 8px" }}>{children}</td>,
    // Only the site's own uploaded images, by their public address; anything else is its alt text.
    img: ({ src, alt }) => {
      const url = typeof src === "string" ? emailImageUrl(origin, src) : null;
      return url ? (
        <Img src={url} alt={alt ?? ""} width="100%" style={{ maxWidth: "100%", height: "auto", margin: "16px 0" }} />
      ) : alt ? (
        <span>{alt}</span>
      ) : null;
    },
  };
}

function Layout({ preview, children, footer }: { preview: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: COLORS.background, fontFamily: FONT, margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: "600px", backgroundColor: COLORS.surface, border: `1px solid ${COLORS.border}`, padding: "32px 28px" }}>
          <Text style={{ color: COLORS.accent, fontSize: "13px", fontWeight: 700, letterSpacing: "2px", textTransform: "uppercase", margin: 0 }}>
            Lead or Be Led · Stay Sharp
          </Text>
          {children}
          <Hr style={{ borderColor: COLORS.border, margin: "32px 0 16px" }} />
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

const Footer = () => (
  <Text style={{ color: COLORS.muted, fontSize: "13px", lineHeight: "20px", margin: 0 }}>
    You get this because you subscribed to Stay Sharp, the Lead or Be Led newsletter.{" "}
    <Link href={PLACEHOLDERS.preferences} style={link}>
      Choose what you get
    </Link>{" "}
    or{" "}
    <Link href={PLACEHOLDERS.unsubscribe} style={link}>
      unsubscribe
    </Link>
    .
  </Text>
);

/** The e-mail of one version of a send, with the recipients' links still as placeholders. */
export async function renderLetter(origin: string, content: LetterContent): Promise<RenderedLetter> {
  const element = (
    <Layout preview={content.teaser} footer={<Footer />}>
      <Text style={{ color: COLORS.muted, fontSize: "14px", margin: "20px 0 4px" }}>{content.label}</Text>
      <Heading as="h1" style={{ color: COLORS.text, fontSize: "28px", lineHeight: "34px", margin: "0 0 16px" }}>
        <Link href={content.url} style={{ color: COLORS.text, textDecoration: "none" }}>
          {content.title}
        </Link>
      </Heading>
      {content.coverUrl ? <Img src={content.coverUrl} alt="" width="100%" style={{ maxWidth: "100%", height: "auto" }} /> : null}
      {content.markdown ? (
        <Markdown remarkPlugins={[remarkGfm]} components={markdownComponents(origin)}>
          {content.markdown}
        </Markdown>
      ) : (
        <Text style={text}>{content.teaser}</Text>
      )}
      {content.note ? <Text style={{ ...text, color: COLORS.muted }}>{content.note}</Text> : null}
      <Section style={{ margin: "24px 0 0" }}>
        <Button
          href={content.action.url}
          style={{
            backgroundColor: COLORS.accent,
            color: COLORS.onAccent,
            fontWeight: 700,
            padding: "12px 20px",
            textTransform: "uppercase",
            letterSpacing: "1px",
          }}
        >
          {content.action.label}
        </Button>
      </Section>
    </Layout>
  );
  const html = await render(element);
  return { subject: content.title, html, text: toPlainText(html) };
}

export interface DigestEntry {
  label: string;
  title: string;
  url: string;
  teaser: string;
  /** Members only, and the recipient is not a member: the title and what a visitor may see. */
  locked: boolean;
}

/** The weekly digest of one set of topics, as a member or a visitor reads it (`signUpUrl` for a visitor). */
export async function renderDigest(origin: string, digest: { title: string; entries: DigestEntry[]; signUpUrl: string | null }): Promise<RenderedLetter> {
  const element = (
    <Layout preview={digest.entries.map((entry) => entry.title).join(" · ")} footer={<Footer />}>
      <Heading as="h1" style={{ color: COLORS.text, fontSize: "26px", lineHeight: "32px", margin: "20px 0 8px" }}>
        {digest.title}
      </Heading>
      {digest.entries.map((entry) => (
        <Section key={entry.url} style={{ borderTop: `1px solid ${COLORS.border}`, padding: "16px 0 4px" }}>
          <Text style={{ color: COLORS.muted, fontSize: "13px", margin: 0 }}>
            {entry.label}
            {entry.locked ? " · Members only" : ""}
          </Text>
          <Heading as="h2" style={{ fontSize: "20px", lineHeight: "26px", margin: "4px 0" }}>
            <Link href={entry.url} style={{ color: COLORS.text, textDecoration: "none" }}>
              {entry.title}
            </Link>
          </Heading>
          {entry.teaser ? <Text style={{ ...text, margin: "4px 0 12px" }}>{entry.teaser}</Text> : null}
        </Section>
      ))}
      {digest.signUpUrl ? (
        <Section style={{ margin: "24px 0 0" }}>
          <Text style={{ ...text, color: COLORS.muted }}>Membership is free: join to read everything marked members only.</Text>
          <Button href={digest.signUpUrl} style={buttonStyle}>
            Join for free
          </Button>
        </Section>
      ) : null}
    </Layout>
  );
  const html = await render(element);
  return { subject: `Stay Sharp: ${digest.title.charAt(0).toLowerCase()}${digest.title.slice(1)}`, html, text: toPlainText(html) };
}

/** One recipient's copy: their own preferences and unsubscribe links in place of the placeholders. */
export function letterFor(letter: RenderedLetter, links: { preferences: string; unsubscribe: string }): RenderedLetter {
  // The signed links hold only URL-safe characters and "&", which HTML writes as "&amp;".
  const fill = (value: string, escape: (url: string) => string) =>
    value.replaceAll(PLACEHOLDERS.preferences, escape(links.preferences)).replaceAll(PLACEHOLDERS.unsubscribe, escape(links.unsubscribe));
  return { subject: letter.subject, html: fill(letter.html, (url) => url.replaceAll("&", "&amp;")), text: fill(letter.text, (url) => url) };
}
