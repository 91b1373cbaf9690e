import { lazy, type ComponentType } from "react";

/** A page loaded on demand that can also be loaded ahead: `preload()` before rendering. */
type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * Like React.lazy, but once `preload()` has resolved the page renders at once
 * instead of suspending. The browser preloads the matched routes' pages
 * before it hydrates a prerendered page (main.tsx): a boundary still
 * suspended when the session's first answer arrives would otherwise be
 * thrown away and shown as its fallback for a moment, which moves the page
 * (docs/decisions/058).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  };
  return Object.assign(Page, { preload });
}

/** Loads, ahead of rendering, every page among `components` made by lazyPage. */
export async function preloadPages(components: unknown[]): Promise<void> {
  await Promise.all(components.map((component) => (typeof component === "function" && "preload" in component ? (component as LazyPage).preload() : undefined)));
}
