// `npm start`: builds the site and the service when the build is missing or older than the
// sources, then starts the service. It installs nothing: run `npm ci` first.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const sources = [
  "app",
  "core",
  "locales",
  "server",
  "public",
  "scripts",
  // The site's URBIS_PUBLIC_* settings are read at build time: a changed .env rebuilds.
  ".env",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "vite.server.config.ts",
  "react-router.config.ts",
];
const stamp = "build/service/main.js";

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

// Settings from .env (see .env.example) when there is one; variables already set win.
if (existsSync(".env")) process.loadEnvFile(".env");

if (!existsSync("node_modules")) {
  console.error("Dependencies are missing: run `npm ci` first (the README's Quick start does).");
  process.exit(1);
}

const built = existsSync(stamp) && existsSync("build/client/index.html") ? statSync(stamp).mtimeMs : 0;
if (built < Math.max(...sources.map(newest))) {
  console.log("Building the site and the service…");
  // A production build whatever the caller's NODE_ENV (a test runner sets "test", which would
  // build React's development files).
  execFileSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}

const child = spawn(process.execPath, ["--enable-source-maps", stamp], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
