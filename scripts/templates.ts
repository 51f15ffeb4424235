// Runs after `react-router build`: writes the toolbox's downloadable templates (the general
// meeting's minutes as .docx, the yearly budget as .xlsx, in French and Arabic) into the built
// client folder, under the stable names /core/tools/templates links (core/tools/templates/files.ts).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { DOWNLOADS_DIR, templateFiles } from "#core/tools/templates/files";

const root = process.argv[2] ?? "build/client";
const dir = path.join(root, DOWNLOADS_DIR);
await mkdir(dir, { recursive: true });
const written: string[] = [];
for (const file of templateFiles) {
  const bytes = await file.build();
  await writeFile(path.join(dir, file.name), bytes);
  written.push(`${file.name} (${bytes.length} B)`);
}
console.log(`templates: ${written.join(", ")}`);
