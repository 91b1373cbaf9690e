import type { ReactNode } from "react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";

/**
 * One section of the organisation page: a card named by its h2 (a region),
 * with an anchor id. The account page's sections look the same; the two are
 * not one shared component because a module two pages share is moved into
 * the entry chunk by the build's second pass (docs/decisions/090), which
 * every first visit downloads.
 */
export function OrgSection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="min-w-0 scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`} size="lg">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-5">{children}</CardContent>
    </Card>
  );
}

/** A definition list of facts: "Your role", "Owner". */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="[overflow-wrap:anywhere] text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
