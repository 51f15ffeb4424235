// The modules of the app that several routes share and that travel in one chunk with React, the
// `shell` group of vite.config.ts (decision 018). They are named here, each folder or file checked
// to exist when the build starts: a folder renamed or removed stops the build, instead of silently
// sending its modules back to chunks of their own.
import { existsSync } from "node:fs";
import path from "node:path";

/** The project's root, where `app/` and `core/` are. */
const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Folders (from the project's root) whose modules go to the shared chunk when two routes or more
 * import them: the shell and what it reads of the shared core. The route modules (`app/root.tsx`,
 * `app/pages/`) are not among them: each is a chunk of its own. Nor are the forms' schemas
 * (`core/forms/`), loaded with `import()` when a form is used.
 */
export const shellFolders = [
  "app/boot",
  "app/i18n",
  "app/routing",
  "app/seo",
  "app/shell",
  "app/theme",
  "app/ui",
  "core/content",
  "core/i18n",
  "core/paths",
] as const;

/** Single modules of the shared chunk, outside those folders. */
export const shellFiles = ["core/storage-keys.ts"] as const;

/**
 * Folders inside those above whose modules stay out of the shared chunk, a chunk of their own: code
 * that a page loads with `import()` when it needs it, or that only some pages use. The product
 * views' screen primitives are drawn only on a page reached in the app (a prerendered page keeps its
 * views as HTML); the toolbox's shared parts are the tool pages' alone.
 */
export const shellExcludedFolders = ["app/ui/product-view/screen", "app/ui/tools"] as const;

/** The absolute paths of the shared chunk's folders; throws, naming them, if any is missing. */
export function shellPaths(root = projectRoot): string[] {
  const paths = [...shellFolders, ...shellFiles, ...shellExcludedFolders].map((entry) =>
    path.join(root, entry),
  );
  const missing = paths.filter((folder) => !existsSync(folder));
  if (missing.length > 0) {
    throw new Error(
      `The shared chunk (scripts/perf/shell-chunk.ts) names folders that do not exist: ${missing
        .map((folder) => path.relative(root, folder))
        .join(", ")}. Update shellFolders, and decision 018 with it.`,
    );
  }
  return paths;
}

/**
 * The `test` of the `shell` group: whether a module (by its id, an absolute path) is one of the
 * files or in one of the folders, and not in an excluded folder.
 */
export function shellModule(root = projectRoot): (id: string) => boolean {
  const slashes = (file: string) => file.split(path.sep).join("/");
  const paths = shellPaths(root).map(slashes);
  const excluded = shellExcludedFolders.map((folder) => `${slashes(path.join(root, folder))}/`);
  const folders = paths
    .filter((entry) => !entry.endsWith(".ts") && !excluded.includes(`${entry}/`))
    .map((folder) => `${folder}/`);
  const files = new Set(paths.filter((entry) => entry.endsWith(".ts")));
  const within = (id: string, list: string[]) => list.some((folder) => slashes(id).startsWith(folder));
  return (id) => !within(id, excluded) && (files.has(slashes(id)) || within(id, folders));
}
