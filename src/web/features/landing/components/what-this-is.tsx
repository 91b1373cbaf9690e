import { Section } from "../../../components/layout/section.js";

export function WhatThisIs() {
  return (
    <Section belowFold eyebrow="The mission" title="What this is">
      <div className="grid gap-6 text-lg leading-relaxed text-foreground/90 md:grid-cols-2">
        <p>
          Lead or Be Led is a training ground for current and aspiring leaders. It is built on lessons paid for in patrol cars, command posts, boardrooms and
          start-ups: law enforcement, military service, corporate management and entrepreneurship.
        </p>
        <p>
          Every article, episode and case study is aimed at one thing: helping you make better decisions, build stronger teams and stay steady when it matters.
          No fluff, no jargon, no motivational posters. Just the work.
        </p>
      </div>
    </Section>
  );
}
