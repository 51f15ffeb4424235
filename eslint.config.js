import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      // Boundaries: content is data (no React, no server); the browser never imports the service.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./app/content", from: ["./app/ui", "./app/shell", "./app/pages", "./server"] },
            { target: "./app", from: "./server", message: "The site never imports the service." },
            { target: ["./app/ui", "./app/legal"], from: ["./app/shell", "./app/pages"] },
            { target: "./app/shell", from: "./app/pages" },
          ],
        },
      ],
    },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
  },
  { files: ["app/boot/boot.js"], languageOptions: { globals: { __PREFIXED__: "readonly" } } },
);
