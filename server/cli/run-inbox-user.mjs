// @ts-check
// `npm run inbox:user -- <command>`: manages the team's inbox accounts (server/cli/inbox-user.ts).
// It runs through Vite's module runner because the storage layer bundles its SQL migrations with
// `import.meta.glob`, which plain Node does not understand.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const entry = fileURLToPath(new URL("./inbox-user.ts", import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: "error" });
process.exitCode = await module.main(process.argv.slice(2));
