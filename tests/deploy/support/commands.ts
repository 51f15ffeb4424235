/**
 * The container commands docs/deploy.md shows. tests/deploy/container.test.ts runs the first as
 * written; `.ci/run` runs the check after `npm test` (tests/docs/ checks every documented command).
 */
export const composeConfigCommand =
  "POSTGRES_PASSWORD=secret SERVICE_URL=https://urbis.ma docker-compose -f compose.yaml config";
export const containerCheckCommand = "npx tsx scripts/container-check.ts --prebuilt";
