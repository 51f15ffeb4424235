// The container check's base image (scripts/container-check.ts, decision 050): no image registry
// is reachable on these machines, Debian's packages are.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rename, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { findProgram, phaseDone, root, run, step } from "./tools";

/** Where the base root is cached, ignored by git. */
const cacheDir = path.join(root, ".cache", "container");

/** The Debian mirror apt already uses here, for mmdebstrap. */
function debianMirror(): string {
  const sources = ["/etc/apt/sources.list.d/debian.sources", "/etc/apt/sources.list"]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const uris = [...sources.matchAll(/(?:^URIs:\s*|^deb\s+(?:\[[^\]]*\]\s+)?)(\S+)/gm)].map((m) => m[1] ?? "");
  return (
    uris.find((uri) => /^https?:\/\//.test(uri) && !uri.includes("security")) ??
    "http://deb.debian.org/debian"
  );
}

/**
 * A Debian 13 minbase root with nodejs and ca-certificates, and npm where Node's images keep it.
 * mmdebstrap rather than debootstrap: it installs with apt in one pass, faster here (53 s against 89 s)
 * (decision 050).
 */
async function makeRoot(tar: string, npmDir: string) {
  const mmdebstrap = findProgram("/usr/bin/mmdebstrap", "mmdebstrap");
  const begin = Date.now();
  const rootfs = await mkdtemp(path.join(tmpdir(), "urbis-trixie-"));
  try {
    const mirror = debianMirror();
    console.log(`Making a Debian 13 root with nodejs (mmdebstrap, ${mirror})…`);
    const packages = "--include=nodejs,ca-certificates";
    await step(mmdebstrap, ["--variant=minbase", packages, "trixie", rootfs, mirror], {
      quiet: /^(I: |W: Download is performed unsandboxed)/,
    });
    await cp(npmDir, path.join(rootfs, "usr/local/lib/node_modules/npm"), { recursive: true });
    await mkdir(path.join(rootfs, "usr/local/bin"), { recursive: true });
    for (const name of ["npm", "npx"])
      await symlink(`../lib/node_modules/npm/bin/${name}-cli.js`, path.join(rootfs, "usr/local/bin", name));
    // The packages' downloads are not part of an image.
    await rm(path.join(rootfs, "var/cache/apt/archives"), { recursive: true, force: true });
    await mkdir(path.join(rootfs, "var/cache/apt/archives/partial"), { recursive: true });
    await mkdir(cacheDir, { recursive: true });
    await step("tar", ["--numeric-owner", "-C", rootfs, "-cf", `${tar}.partial`, "."]);
    await rename(`${tar}.partial`, tar);
    console.log(
      `Base root cached in ${path.relative(root, tar)} (${phaseDone("base root (mmdebstrap)", begin)})`,
    );
  } finally {
    await rm(rootfs, { recursive: true, force: true });
  }
}

/** Changes when makeRoot does, so that an image made the old way is not taken for the new one. */
const recipe = 2;

/**
 * The base image: the root above (with this machine's npm), made once and cached as a tar file,
 * imported under a tag that names the recipe and npm's version. An image already imported is
 * reused, even without the tar file (a fresh clone, as CI's, shares the machine's images).
 */
export async function baseImage(buildah: string): Promise<string> {
  const npmDir = path.join(execFileSync("npm", ["root", "-g"], { encoding: "utf8" }).trim(), "npm");
  const npm = JSON.parse(await readFile(path.join(npmDir, "package.json"), "utf8")) as { version: string };
  const image = `localhost/urbis-base:trixie-nodejs-npm${npm.version}-${recipe}`;
  const present = await run(buildah, ["inspect", "--type", "image", image]).then(
    () => true,
    () => false,
  );
  if (present) return image;
  const tar = path.join(cacheDir, `trixie-minbase-nodejs-npm${npm.version}-${recipe}.tar`);
  if (!existsSync(tar)) await makeRoot(tar, npmDir);
  const begin = Date.now();
  const container = (await run(buildah, ["from", "scratch"])).stdout.trim();
  try {
    await step(buildah, ["add", "--quiet", container, tar, "/"]);
    const path = "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
    await step(buildah, ["config", "--env", path, "--cmd", "bash", container]);
    await step(buildah, ["commit", "--quiet", container, image]);
  } finally {
    await run(buildah, ["rm", container]);
  }
  console.log(`Base image ${image} imported (${phaseDone("base image import", begin)})`);
  return image;
}
