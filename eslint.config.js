import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";

const pageFolders = readdirSync(new URL("./app/pages", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".react-router/", "data/", "outbox/", "test-results/", "bench/results/"],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "import-x/no-cycle": "error",
      // Boundaries (docs/architecture.md): core/ is shared by the site and the service and imports
      // neither; the service never imports the site, nor the site the service; a page never imports
      // another page (what two pages share lives in ui/, forms/ or core/).
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./core",
              from: ["./app", "./server"],
              message: "core/ imports neither the site nor the service.",
            },
            {
              target: "./server",
              from: "./app",
              message: "The service never imports the site: share through core/.",
            },
            { target: "./app", from: "./server", message: "The site never imports the service." },
            { target: ["./app/ui", "./app/legal", "./app/catalog"], from: ["./app/shell", "./app/pages"] },
            { target: "./app/shell", from: "./app/pages" },
            ...pageFolders.map((page) => ({
              target: `./app/pages/${page}`,
              from: "./app/pages",
              except: [`./${page}`],
              message: "A page never imports another page.",
            })),
          ],
        },
      ],
    },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
  },
  {
    // Sizes (docs/architecture.md): a file holds one topic, a function one job. Tests and the
    // content's data tables are exempt: a test file follows its source, a table its catalog.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["tests/**", "e2e/**", "core/content/**"],
    rules: {
      "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }],
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["app/boot/boot.js"],
    languageOptions: {
      globals: Object.fromEntries(
        [
          "__PREFIXED__",
          "__DEFAULT_LANG__",
          "__LANG_KEY__",
          "__THEME_MODE_KEY__",
          "__THEME_SCHEME_KEY__",
        ].map((name) => [name, "readonly"]),
      ),
    },
  },
);
