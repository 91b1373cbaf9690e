import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
);
