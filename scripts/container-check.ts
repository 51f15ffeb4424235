// `npx tsx scripts/container-check.ts`: builds the container image from the Containerfile and runs
// the service from it, on the embedded store and on PostgreSQL, checking over HTTP what a deployer
// relies on: a page, a form stored, /readyz, and a clean stop on SIGTERM. `.ci/run` runs it after
// the tests. Exits 1 with a message on any failure; prints its time at the end.
// `--image NAME` checks an image already built from this Containerfile instead of building one.
// `--prebuilt` builds the image from this checkout's `build/` (SOURCE=prebuilt, the Containerfile's
// `prebuilt` stage) instead of building the site again inside it: `.ci/run` passes it, since the
// README's test command has just built `build/` from the same commit. The production dependencies
// are still installed by `npm ci` in the image, and its service stage is the same.
//
// No image registry is reachable on these machines, Debian's packages are (docs/deploy.md,
// decision 050): the base image is a Debian 13 root made by mmdebstrap with Debian's nodejs
// (20.19) and this machine's npm, cached in .cache/container/ (scripts/container/base-image.ts).
// `podman run` fails here; `buildah run --isolation chroot` runs the image on the host's network.
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { baseImage } from "./container/base-image";
import { runService } from "./container/service";
import { embedded, postgres } from "./container/stores";
import {
  check,
  findProgram,
  phaseDone,
  phaseTable,
  root,
  run,
  seconds,
  started,
  step,
} from "./container/tools";

/**
 * This machine's certificate authorities, lent to the build's RUN steps: here the npm registry is
 * reached through a proxy whose authority the host trusts and Debian's bundle does not. Debian's
 * nodejs reads the system bundle. The image keeps its own.
 */
function hostCertificates(): string[] {
  const bundle = "/etc/ssl/certs/ca-certificates.crt";
  return existsSync(bundle) ? ["--volume", `${bundle}:${bundle}:ro`] : [];
}

/**
 * The build arguments that take the site and service from this checkout's `build/`, after checking
 * that it holds a built site and service.
 */
function prebuiltArgs(): string[] {
  const built = path.join(root, "build");
  for (const file of ["client/index.html", "service/main.js"])
    check(existsSync(path.join(built, file)), `--prebuilt: build/${file} is missing (run \`npm run build\`)`);
  return ["--build-arg", "SOURCE=prebuilt", "--build-context", `built=${built}`];
}

/** Builds `image` from the Containerfile on `base`, replacing the previous check's image. */
async function build(buildah: string, base: string, image: string, prebuilt: boolean) {
  const previous = await run(buildah, [
    "inspect",
    "--type",
    "image",
    "--format",
    "{{.FromImageID}}",
    image,
  ]).then(
    ({ stdout }) => stdout.trim(),
    () => "",
  );
  const begin = Date.now();
  const source = prebuilt ? "the checkout's build/" : "the sources";
  console.log(`Building ${image} from the Containerfile on ${base}, the site from ${source}…`);
  // The host's npm cache is lent to the RUN steps: `npm ci` still installs the lockfile's
  // packages, without downloading again those this machine has. (With `prefer-offline` it reads
  // the cache faster than the 20,000 open files a RUN step may have here: EMFILE.)
  const npmCache = path.join(process.env.HOME ?? "/root", ".npm");
  await mkdir(npmCache, { recursive: true });
  await step(
    buildah,
    [
      // The docker format: the OCI format has no HEALTHCHECK.
      ...["bud", "--isolation", "chroot", "--format", "docker", "--build-arg", `BASE=${base}`],
      ...(prebuilt ? prebuiltArgs() : []),
      ...[
        "--volume",
        `${npmCache}:/root/.npm`,
        ...hostCertificates(),
        "-f",
        "Containerfile",
        "-t",
        image,
        ".",
      ],
    ],
    {
      cwd: root,
      quiet: /^(Copying |Writing manifest|Storing signatures|npm warn install-scripts|The `envFile`)/,
    },
  );
  console.log(
    `Image built (${phaseDone(`image (${prebuilt ? "prebuilt site" : "site built inside"})`, begin)})`,
  );
  if (previous) await run(buildah, ["rmi", previous]).catch(() => undefined);
}

async function main() {
  const buildah = findProgram("/usr/bin/buildah", "buildah");
  const given = process.argv.indexOf("--image");
  const image = given > 0 ? (process.argv[given + 1] ?? "") : "localhost/urbis:check";
  if (given < 0) await build(buildah, await baseImage(buildah), image, process.argv.includes("--prebuilt"));

  const { stdout } = await run(buildah, ["inspect", "--type", "image", image]);
  type ImageConfig = { User?: string; Healthcheck?: { Test?: string[] } };
  const config = (JSON.parse(stdout) as { Docker: { config: ImageConfig } }).Docker.config;
  check(config.User === "urbis", `the image's user is ${config.User ?? "root"}, not urbis`);
  check(config.Healthcheck?.Test?.join(" ").includes("/readyz"), "the image has no HEALTHCHECK on /readyz");

  for (const make of [async () => embedded(buildah), postgres]) {
    const begin = Date.now();
    const storage = await make();
    try {
      await runService(buildah, image, storage);
    } finally {
      await storage.remove();
    }
    phaseDone(`run on ${storage.name}`, begin);
  }
  console.log(phaseTable());
  console.log(`Container check passed in ${seconds(started)}`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Container check FAILED after ${seconds(started)}: ${message}`);
  process.exit(1);
});
