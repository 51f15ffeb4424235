/** The launch check as the README shows it (run by tests/scripts/launch-check.test.ts). */
export const launchCheckCommand = "npm run launch:check";
