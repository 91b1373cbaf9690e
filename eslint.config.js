import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

/** Every folder under src/web/features: each one is a feature that may not import another. */
const webFeatures = fs
  .readdirSync(path.join(root, "src/web/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Module boundaries (import-x/no-restricted-paths). In the browser code the
 * layers are, from the top: app/, router.tsx, main.tsx and pages/ compose
 * features/<name>/, which build on components/ (UI that takes data through
 * props), api/ (the query keys and options of each API resource) and lib/
 * (the API client, the session, hooks and helpers). A layer imports only
 * the layers under it; features do not import each other, so what two of
 * them need moves down to components/, api/ or lib/.
 */
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `src/web/features/${feature}`,
    from: "src/web/features",
    except: [`./${feature}`],
    message: "Features do not import each other: move what both need to components/, api/ or lib/.",
  })),
  {
    target: "src/web/features",
    from: ["src/web/app", "src/web/pages", "src/web/router.tsx", "src/web/main.tsx"],
    message: "Pages and app/ compose features, never the reverse.",
  },
  {
    target: "src/web/components",
    from: ["src/web/features", "src/web/api", "src/web/app", "src/web/pages", "src/web/router.tsx", "src/web/main.tsx"],
    message: "components/ is UI that takes its data through props: it imports no feature, API resource or page.",
  },
  {
    target: "src/web/api",
    from: ["src/web/features", "src/web/components", "src/web/app", "src/web/pages", "src/web/router.tsx", "src/web/main.tsx"],
    message: "api/ holds the query keys and options of the API's resources: it builds on lib/ and the shared contract only.",
  },
  {
    target: "src/web/lib",
    from: ["src/web/features", "src/web/components", "src/web/api", "src/web/app", "src/web/pages", "src/web/router.tsx", "src/web/main.tsx"],
    message: "lib/ is the bottom layer of the browser code.",
  },
];

/** The contract between browser and server depends on neither, and neither side imports the other. */
const contractZones = [
  {
    target: "src/shared",
    from: ["src/web", "src/server", "src/cli"],
    message: "src/shared is the API contract: it imports nothing of the browser or the server.",
  },
  { target: "src/web", from: ["src/server", "src/cli"], message: "The browser shares only src/shared with the server." },
  { target: ["src/server", "src/cli"], from: "src/web", message: "The server shares only src/shared with the browser." },
];

// ── Server layers ─────────────────────────────────────────────────────────
// routes → services → db/storage, never the reverse. Further zones for the
// server's layers go in this list.
const serverZones = [
  {
    // Every file of every module but its routes.ts and its tests.
    target: "src/server/modules/**/!(routes|*.test).ts",
    from: ["src/server/http/**", "src/server/modules/*/routes.ts"],
    message: "Services know nothing of HTTP: they take plain inputs and return data or throw AppError.",
  },
  {
    target: ["src/server/db", "src/server/storage"],
    from: ["src/server/modules", "src/server/http"],
    message: "The database and storage layers sit under the services and routes.",
  },
];

// Every rule is "error" or off: a warning nobody fixes is noise.
export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", ".tmp/**", "test-results/**", "playwright-report/**", "src/server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
      eqeqeq: ["error", "always"],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Only the config module reads the environment (tests and scripts excepted).
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["src/server/config.ts", "**/*.test.ts", "src/server/test/**"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through src/server/config.ts." }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Imports name the compiled ".js" file (NodeNext style); lint follows them to the TypeScript source.
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"], extensionAlias: { ".js": [".ts", ".tsx", ".js"] } }),
      ],
      // no-cycle reads the modules it follows, which it does only for these extensions.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...webZones, ...contractZones, ...serverZones] }],
    },
  },
  {
    // The services' rule above, for Fastify itself: a module's files other than
    // its routes take plain inputs (a logger as pino's type, values read from
    // the request), never Fastify's objects.
    files: ["src/server/modules/**/*.ts"],
    ignores: ["src/server/modules/**/routes.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["fastify", "fastify-*", "@fastify/*"],
              message: "Services know nothing of HTTP: they take plain inputs and return data or throw AppError.",
            },
          ],
        },
      ],
    },
  },
);
