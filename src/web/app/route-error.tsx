import { Component, type ReactNode } from "react";
import { Link, Outlet, useLocation } from "react-router";

import { paths } from "../../shared/paths.js";
import { Button } from "../components/ui/button.js";

/** Shown when a page fails to load (e.g. its code chunk is gone after a deploy). */
function RouteError() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-24">
      <h1 className="text-4xl">Something went wrong.</h1>
      <p className="text-muted">The page could not be loaded. Reload to try again.</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Go home</Link>
        </Button>
      </div>
    </div>
  );
}

class Boundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The pages' error boundary, inside the layout: a page that throws while it
 * renders or loads its code shows RouteError there, and going to another
 * address shows that page. A page whose code failed to download stays failed
 * until the tab reloads (the browser keeps a failed module import), which is
 * what RouteError offers.
 */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname}>
      <Outlet />
    </Boundary>
  );
}
