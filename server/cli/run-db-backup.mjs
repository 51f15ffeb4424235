// @ts-check
// `npm run db:backup`, `npm run db:restore -- <file>` and `npm run db:move -- --to <url>`: backups,
// restores and the move to PostgreSQL (server/cli/db-backup.ts). It runs through Vite's module
// runner because the storage layer bundles its SQL migrations with `import.meta.glob`, which plain
// Node does not understand.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const entry = fileURLToPath(new URL("./db-backup.ts", import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: "error" });
process.exitCode = await module.main(process.argv.slice(2));
