// The build's last step, and `npm run nginx:conf`: the deployment files made from the built site.
// `${BUILD_DIR}/nginx/urbis.conf` (or NGINX_CONF) for nginx in front of the service's instances, from
// the NGINX_* settings of the environment or .env (docs/deploy.md); with no argument, also
// `${BUILD_DIR}/client/_headers` for static hosts. Run it after every step that changes the HTML.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { headersFileName, readBuiltFiles } from "./built-files";
import { headersFile } from "./headers-file";
import { nginxConfig } from "./nginx-config";
import { nginxSettings } from "./nginx-settings";

// Settings from .env (see .env.example) when there is one; variables already set win.
if (existsSync(".env")) process.loadEnvFile(".env");

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");
const nginxOnly = process.argv[2] === "nginx";
const started = Date.now();

const files = await readBuiltFiles(clientDir);
const settings = nginxSettings(process.env, path.resolve(clientDir));
const conf = process.env.NGINX_CONF || path.join(buildDir, "nginx", "urbis.conf");
await mkdir(path.dirname(conf), { recursive: true });
await writeFile(conf, nginxConfig(files, settings));
if (!nginxOnly)
  await writeFile(
    path.join(clientDir, headersFileName),
    headersFile(files, process.env.URBIS_PUBLIC_API_ORIGIN),
  );

const written = nginxOnly ? conf : `${conf} and ${path.join(clientDir, headersFileName)}`;
console.log(`deploy files: ${written}, ${files.length} files (${Date.now() - started} ms)`);
