// The modules of the app that several routes share and that travel in one chunk with React, the
// `shell` group of vite.config.ts (decision 018). They are named here, each folder or file checked
// to exist when the build starts: a folder renamed or removed stops the build, instead of silently
// sending its modules back to chunks of their own.
import { existsSync } from "node:fs";
import path from "node:path";

/** The project's root, where `app/` is. */
const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Folders of `app/` whose modules go to the shared chunk when two routes or more import them. The
 * route modules (`app/root.tsx`, `app/pages/`) are not among them: each is a chunk of its own.
 */
export const shellFolders = ["boot", "i18n", "routing", "shell", "theme", "ui"] as const;

/** The absolute paths of the shared chunk's folders; throws, naming them, if any is missing. */
export function shellPaths(root = projectRoot): string[] {
  const paths = shellFolders.map((folder) => path.join(root, "app", folder));
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

/** The `test` of the `shell` group: whether a module (by its id, an absolute path) is in a folder. */
export function shellModule(root = projectRoot): (id: string) => boolean {
  const slashes = (file: string) => file.split(path.sep).join("/");
  const folders = shellPaths(root).map((folder) => `${slashes(folder)}/`);
  return (id) => folders.some((folder) => slashes(id).startsWith(folder));
}
