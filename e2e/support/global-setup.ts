import { rmSync } from "node:fs";

/** Each run starts from an empty embedded database. */
export default function globalSetup() {
  rmSync(process.env.E2E_DATA_DIR ?? "test-results/e2e-data", { recursive: true, force: true });
}
