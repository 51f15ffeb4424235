import { existsSync, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  shellExcludedFolders,
  shellFiles,
  shellFolders,
  shellModule,
  shellPaths,
} from "../../../scripts/perf/shell-chunk";
import { useCleanups } from "../../support/cleanups";

describe("the shared chunk's folders (scripts/perf/shell-chunk.ts, decision 018)", () => {
  const cleanups = useCleanups();

  it("all exist", () => {
    for (const folder of shellFolders) {
      expect(existsSync(folder) && statSync(folder).isDirectory(), folder).toBe(true);
    }
    for (const file of shellFiles) expect(existsSync(file) && statSync(file).isFile(), file).toBe(true);
    for (const folder of shellExcludedFolders) expect(statSync(folder).isDirectory(), folder).toBe(true);
    expect(shellPaths()).toEqual(
      [...shellFolders, ...shellFiles, ...shellExcludedFolders].map((entry) => path.resolve(entry)),
    );
  });

  it("stop the build, naming the folder, when one is missing", async () => {
    const root = await cleanups.folder();
    for (const folder of shellFolders.filter((f) => f !== "app/theme")) {
      await mkdir(path.join(root, folder), { recursive: true });
    }
    for (const file of shellFiles) await writeFile(path.join(root, file), "");
    for (const folder of shellExcludedFolders) await mkdir(path.join(root, folder), { recursive: true });
    expect(() => shellModule(root)).toThrow(/do not exist: app\/theme\. Update shellFolders/);
  });

  it("take the modules inside them, not the route modules or anything else", () => {
    const inShell = shellModule();
    const app = (file: string) => path.resolve("app", file);
    expect(inShell(app("ui/static-part.tsx"))).toBe(true);
    // The product views' wrapper is shared; the primitives it loads on demand are not.
    expect(inShell(app("ui/product-view/view-screen.tsx"))).toBe(true);
    expect(inShell(app("ui/product-view/screen/screen.tsx"))).toBe(false);
    expect(inShell(app("ui/product-view/screen/frames.tsx"))).toBe(false);
    expect(inShell(app("shell/locale-layout.tsx"))).toBe(true);
    expect(inShell(app("i18n/use-t.ts"))).toBe(true);
    expect(inShell(app("root.tsx"))).toBe(false);
    expect(inShell(app("pages/home/route.tsx"))).toBe(false);
    expect(inShell(path.resolve("core/content/features.ts"))).toBe(true);
    expect(inShell(path.resolve("core/storage-keys.ts"))).toBe(true);
    expect(inShell(path.resolve("core/content/site.ts"))).toBe(true);
    expect(inShell(path.resolve("core/forms/demo/schema.ts"))).toBe(false);
    expect(inShell(app("forms/demo/demo-form.tsx"))).toBe(false);
    expect(inShell(app("ui-kit/button.tsx"))).toBe(false);
    expect(inShell(path.resolve("node_modules/react/index.js"))).toBe(false);
  });
});
