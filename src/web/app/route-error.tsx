import { Link, useRouteError } from "react-router";
import { paths } from "../../shared/paths.js";
import { Button } from "../components/ui/button.js";

/** Shown when a page fails to load (e.g. its code chunk is gone after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
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
