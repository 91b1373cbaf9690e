import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";

import { routePatterns } from "../shared/paths.js";
import { routes, routesFor } from "./router.js";

// AppRoutes hands React Router one page's branch of the routes, not all of
// them (router.tsx): for every path, the page and what it is given must be
// what the whole table gives.

const matched = (tree: Parameters<typeof matchRoutes>[0], pathname: string) =>
  (matchRoutes(tree, pathname) ?? []).map(({ route, params, pathname: matchedPath, pathnameBase }) => ({
    Component: route.Component,
    path: route.path,
    params,
    pathname: matchedPath,
    pathnameBase,
  }));

const samples = Object.values(routePatterns).flatMap((pattern) => {
  const path = pattern.replace(/:[A-Za-z]+/g, "Abc-123");
  return [path, `${path}/`, path.toUpperCase(), `${path}%20x`];
});
const strangers = ["/nope", "/field-manual/a/b", "/about//", "//", "/admin", "/admin/members/x/y", "/ABOUT/", "/field-manual/a%2Fb", "/briefing/%E2%9C%93"];

describe("routesFor", () => {
  it("gives every page's paths the page the whole table gives, with the same params", () => {
    for (const path of [...samples, ...strangers]) expect(matched(routesFor(path), path), path).toEqual(matched(routes, path));
  });

  it("gives a page's path its own branch and a path of no page the whole table", () => {
    for (const pattern of Object.values(routePatterns)) {
      const path = pattern.replace(/:[A-Za-z]+/g, "x");
      expect(routesFor(path), path).not.toBe(routes);
      // One leaf on the way (the page), beside the catch-all.
      expect(matched(routesFor(path), path).at(-1)?.path, path).toBe(pattern);
    }
    for (const path of ["/nope", "/field-manual/a/b"]) expect(routesFor(path), path).toBe(routes);
  });
});
