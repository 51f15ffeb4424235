import { rmSync } from "node:fs";

/** Each run starts from an empty embedded database. */
export default function globalSetup() {
  rmSync(process.env.E2E_DATA_DIR ?? `test-results/e2e-data-${process.env.E2E_PORT ?? 4173}`, {
    recursive: true,
    force: true,
  });
}
