import { ChevronRight } from "lucide-react";

import { Button } from "../../../components/ui/button.js";
import { HeroArt } from "./hero-art.js";

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-size-[48px_48px] opacity-30 [mask-image:radial-gradient(ellipse_at_top_left,black,transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 sm:px-6 md:py-32 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-24 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div>
          <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-accent uppercase">Leadership training that holds up under pressure</p>
          <h1 id="hero-heading" className="text-6xl leading-[0.95] text-foreground sm:text-7xl md:text-8xl">
            Lead or Be Led.
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">
            Practical, no-nonsense leadership for command staff, line-level leaders and corporate professionals. No theory for its own sake: just what works
            when the pressure is on and people are counting on you.
          </p>
          <div className="mt-10">
            <Button asChild size="lg">
              <a href="#arsenal">
                Explore the Arsenal
                <ChevronRight aria-hidden="true" />
              </a>
            </Button>
          </div>
        </div>
        <HeroArt className="hidden h-auto w-full lg:block" />
      </div>
    </section>
  );
}
