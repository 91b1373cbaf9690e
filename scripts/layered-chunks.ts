import path from "node:path";
import { build, type InlineConfig, type Plugin, type Rolldown } from "vite";

/**
 * Fewer, fuller chunks (docs/decisions/090). Left to itself the bundler
 * makes a chunk of every set of modules that the same set of pages shares:
 * about 90 shared chunks, many of them one icon or a one-line helper of a
 * few hundred bytes, each of which costs a request with its own headers.
 * A first visit to `/` asked for 15 scripts.
 *
 * The build therefore chunks twice. The first pass (not written) chunks as
 * the bundler does; the second moves each small shared chunk of the first
 * (under `minSize` bytes, minified) into a chunk that every page needing it
 * loads anyway (see chunkMerges): into the entry when a public page needs
 * it, into the query scope's or the admin frame's chunk, or into another
 * shared chunk, whichever adds its bytes to the fewest pages. Shared chunks
 * the entry loads anyway (React, the runtime helpers) go into the entry.
 * Large shared chunks stay: they are worth their request. Chunks loaded on
 * demand (a page, the markdown renderer, the auth client, the toasts) are
 * never merged into anything, so what was on demand stays on demand.
 *
 * The layouts matter because a page loads more than it imports: every page
 * under the query scope (app/query-scope.tsx) has its chunk loaded first,
 * and every admin page the admin frame's (app/admin-layout.tsx). That is
 * inferred: a page is under the query scope if it uses the query cache (a
 * page outside it that does fails at once, docs/decisions/059), under the
 * admin frame if it is an admin page (`pages/admin-*`, `features/admin-*`).
 * Where a module lands changes what a page downloads, never whether it
 * works (a page imports the chunk that holds what it needs, wherever that
 * is), so a wrong guess costs bytes only.
 */

export interface LayeredChunksOptions {
  /** The layouts' modules, absolute paths. */
  queryScope: string;
  adminLayout: string;
  /** The module that imports every page (router.tsx): its dynamic imports are the pages, any other dynamic import is code loaded on demand. */
  router: string;
  /** A shared chunk below this many bytes (minified) merges into another. */
  minSize: number;
}

export interface PassOneChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  name: string;
  facade: string | null;
  modules: string[];
  imports: string[];
  dynamicImports: string[];
  size: number;
}

const QUERY_CACHE = /@tanstack[\\/]react-query[\\/].*QueryClientProvider/;
const ADMIN_PAGE = /src[\\/]web[\\/](pages[\\/]admin-|features[\\/]admin-)/;

/** The first pass: the bundler's own chunks, and the pages the router loads. */
async function chunkAsTheBundlerDoes(config: InlineConfig, router: string): Promise<{ chunks: PassOneChunk[]; pages: Set<string> }> {
  let chunks: PassOneChunk[] = [];
  let pages = new Set<string>();
  const collect: Plugin = {
    name: "lobl-collect-chunks",
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle)
        .filter((output): output is Rolldown.OutputChunk => output.type === "chunk")
        .map((chunk) => ({
          fileName: chunk.fileName,
          name: chunk.name,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          facade: chunk.facadeModuleId,
          modules: chunk.moduleIds,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          size: chunk.code.length,
        }));
      pages = new Set(this.getModuleInfo(router)?.dynamicallyImportedIds ?? []);
    },
  };
  await build({ ...config, configFile: false, logLevel: "silent", plugins: [...(config.plugins ?? []), collect], build: { ...config.build, write: false } });
  return { chunks, pages };
}

type LayerName = "entry" | "queryScope" | "adminLayout";
const DEPTH: Record<LayerName, number> = { entry: 0, queryScope: 1, adminLayout: 2 };

/**
 * Where the second pass puts each small shared chunk of the first: a map
 * from a chunk's file to the chunk (file) it merges into. A small shared
 * chunk C merges into the chunk T that
 *
 * 1. every page that needs C already loads (T is imported by it, or is a
 *    layout it is under), so no page makes a request it did not make;
 * 2. brings nothing new: what C imports, every page loading T loads already;
 * 3. adds C's bytes to the fewest pages that do not need them.
 *
 * Smallest first, until nothing more moves; a chunk that merged into one
 * that merges later goes along with it. A shared chunk the entry loads
 * anyway merges into the entry whatever its size.
 */
export function chunkMerges(chunks: PassOneChunk[], pages: Set<string>, options: LayeredChunksOptions): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closures = new Map<string, Set<string>>();
  const closure = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(byFile.get(next)?.imports ?? []));
    }
    closures.set(file, seen);
    return seen;
  };
  const holds = (file: string, test: RegExp) => [...closure(file)].some((f) => byFile.get(f)?.modules.some((id) => test.test(id)));

  const merges = new Map<string, string>();
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return merges;
  const layerChunk: Record<LayerName, PassOneChunk | undefined> = {
    entry,
    queryScope: chunks.find((chunk) => chunk.facade === options.queryScope),
    adminLayout: chunks.find((chunk) => chunk.facade === options.adminLayout),
  };
  // What a page or code loaded on demand starts from: the entry, and every chunk something imports dynamically
  // (one that is also imported statically somewhere is not flagged as a dynamic entry, but is loaded as one).
  const loadedOnDemand = new Set(chunks.flatMap((chunk) => chunk.dynamicImports));
  const isRoot = (chunk: PassOneChunk) => chunk.isEntry || chunk.isDynamicEntry || loadedOnDemand.has(chunk.fileName);
  const roots = chunks.filter(isRoot);
  const usersOf = (file: string) => roots.filter((root) => closure(root.fileName).has(file));
  const shallower = (a: LayerName, b: LayerName) => (DEPTH[a] <= DEPTH[b] ? a : b);

  /**
   * The layer a root (the entry, a layout, a page, code loaded on demand) is
   * loaded under. Code loaded on demand comes after whatever imports it, so
   * its layer is the shallowest of theirs.
   */
  const layerCache = new Map<string, LayerName>();
  const layerOf = (root: PassOneChunk, visiting = new Set<string>()): LayerName => {
    const known = layerCache.get(root.fileName);
    if (known) return known;
    let layer: LayerName = "entry";
    if (root === layerChunk.adminLayout && layerChunk.queryScope) layer = "queryScope";
    else if (root === entry || root === layerChunk.queryScope || root === layerChunk.adminLayout) layer = "entry";
    else if (root.facade && pages.has(root.facade)) {
      if (layerChunk.adminLayout && ADMIN_PAGE.test(root.facade)) layer = "adminLayout";
      else if (layerChunk.queryScope && holds(root.fileName, QUERY_CACHE)) layer = "queryScope";
    } else if (!visiting.has(root.fileName)) {
      visiting.add(root.fileName);
      const importers = chunks.filter((chunk) => chunk.dynamicImports.includes(root.fileName));
      const layers = importers.flatMap((importer) => usersOf(importer.fileName).map((user) => layerOf(user, visiting)));
      layer = layers.length > 0 ? layers.reduce(shallower) : "entry";
    }
    layerCache.set(root.fileName, layer);
    return layer;
  };
  /** The first pass's chunks a root has loaded when it runs: its own static imports and those of the layouts it is under. */
  const loaded = new Map(
    roots.map((root) => {
      const files = new Set(closure(root.fileName));
      for (const [name, chunk] of Object.entries(layerChunk) as [LayerName, PassOneChunk | undefined][])
        if (chunk && DEPTH[name] <= DEPTH[layerOf(root)]) for (const file of closure(chunk.fileName)) files.add(file);
      return [root.fileName, files];
    }),
  );

  const ownerOf = (file: string): string => {
    const next = merges.get(file);
    return next ? ownerOf(next) : file;
  };
  const members = (owner: string) => chunks.filter((chunk) => ownerOf(chunk.fileName) === owner);
  const ownersLoadedBy = (root: string) => new Set([...loaded.get(root)!].map(ownerOf));
  const usersOfOwner = (owner: string) => new Set(members(owner).flatMap((chunk) => usersOf(chunk.fileName).map((root) => root.fileName)));
  const loadersOf = (owner: string) => roots.filter((root) => ownersLoadedBy(root.fileName).has(owner)).map((root) => root.fileName);
  const importsOfOwner = (owner: string) => new Set(members(owner).flatMap((chunk) => [...closure(chunk.fileName)].map(ownerOf)));

  const shared = chunks.filter((chunk) => !isRoot(chunk));
  for (const chunk of shared) if (usersOf(chunk.fileName).includes(entry)) merges.set(chunk.fileName, entry.fileName);

  const small = shared.filter((chunk) => !merges.has(chunk.fileName)).sort((a, b) => a.size - b.size);
  for (let changed = true; changed;) {
    changed = false;
    for (const chunk of small) {
      const from = chunk.fileName;
      if (merges.has(from) || members(from).reduce((n, c) => n + c.size, 0) >= options.minSize) continue;
      const users = [...usersOfOwner(from)];
      const needs = [...importsOfOwner(from)].filter((owner) => owner !== from);
      let best: { into: string; cost: number } | undefined;
      for (const candidate of new Set(users.flatMap((user) => [...ownersLoadedBy(user)]))) {
        if (candidate === from || !users.every((user) => ownersLoadedBy(user).has(candidate))) continue;
        const loaders = loadersOf(candidate);
        if (!needs.every((owner) => owner === candidate || (loaders.every((root) => ownersLoadedBy(root).has(owner)) && !importsOfOwner(owner).has(candidate))))
          continue;
        const cost = loaders.filter((root) => !users.includes(root)).length;
        if (!best || cost < best.cost) best = { into: candidate, cost };
      }
      if (best) {
        merges.set(from, best.into);
        changed = true;
      }
    }
  }
  return new Map([...merges].map(([file]) => [file, ownerOf(file)]));
}

/**
 * The second pass's chunk groups (Rolldown's `output.codeSplitting.groups`):
 * one per chunk that others merge into, holding its own modules and theirs.
 * Builds the app once to find them.
 */
export async function layeredChunkGroups(config: InlineConfig, options: LayeredChunksOptions): Promise<Rolldown.CodeSplittingGroup[]> {
  const { chunks, pages } = await chunkAsTheBundlerDoes(config, options.router);
  const merges = chunkMerges(chunks, pages, options);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  if (process.env.LOBL_CHUNKS_DEBUG)
    for (const [from, into] of merges)
      console.log(
        `${from} (${byFile.get(from)!.size} B) -> ${into}: ${byFile
          .get(from)!
          .modules.map((id) => path.relative(process.cwd(), id))
          .join(" ")}`,
      );
  const groups = new Map<string, Set<string>>();
  for (const [from, into] of merges) {
    const ids = groups.get(into) ?? new Set(byFile.get(into)!.modules);
    for (const id of byFile.get(from)!.modules) ids.add(id);
    groups.set(into, ids);
  }
  // Only the modules named (no dependencies pulled in): what a merged chunk imports stays where the first pass put it.
  return [...groups].map(([into, ids]) => ({
    name: byFile.get(into)!.name,
    test: (id: string) => ids.has(id),
    includeDependenciesRecursively: false,
  }));
}
