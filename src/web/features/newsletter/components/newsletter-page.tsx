import type { ReactNode } from "react";

import { PageContainer, PageHeader } from "../../../components/layout/page.js";
import { ApiError } from "../../../lib/api-client.js";
import { NEWSLETTER_FORM_LINK, TextLink } from "./text-link.js";

/** The frame of every newsletter page: a narrow column under the Stay Sharp eyebrow and the page's h1. */
export function NewsletterPage({ title, tagline, children }: { title: string; tagline?: ReactNode; children: ReactNode }) {
  return (
    <PageContainer width="2xl">
      <PageHeader eyebrow="Stay Sharp" title={title} tagline={tagline} />
      <div className="flex flex-col gap-6">{children}</div>
    </PageContainer>
  );
}

/** The server's words for a failed call (a bad link's, say); an answer that did not parse gets a plain line instead of zod's issues. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong. Please try again.";
}

/** A link that cannot be used (cut short, wrong signature): said on the page, since the page has nothing else to show. */
export function LinkProblem({ message }: { message: string }) {
  return (
    <>
      <p role="alert" className="text-lg text-foreground">
        {message}
      </p>
      <p>
        <TextLink to={NEWSLETTER_FORM_LINK}>Go to the newsletter form on the home page</TextLink>
      </p>
    </>
  );
}
