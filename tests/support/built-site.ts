import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe } from "vitest";

/** The build the tests read: `${BUILD_DIR}/client`, as `npm run build` writes it. */
export const buildDir = process.env.BUILD_DIR ?? "build";
export const clientDir = path.join(buildDir, "client");
export const hasBuild = existsSync(path.join(clientDir, "index.html"));

/**
 * Tests of the built site run after `npm run build` (as `npm test` and CI do). Without a build they
 * are skipped locally, and fail in CI, where a missing build is a broken pipeline.
 */
export const describeBuilt = hasBuild || process.env.CI ? describe : describe.skip;

export function readBuilt(file: string): Buffer {
  return readFileSync(path.join(clientDir, file));
}

/** Width and height of a PNG, from its header. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const signature = png.subarray(0, 8).toString("hex");
  if (signature !== "89504e470d0a1a0a") throw new Error("not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
