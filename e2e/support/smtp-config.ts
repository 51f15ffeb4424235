/**
 * The SMTP listener of an end-to-end run: the service sends to it (playwright.config.ts), it writes
 * what it receives to `mailDir`, and tests read that folder (they run in other processes).
 */
const port = Number(process.env.E2E_PORT ?? 4173);

export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
export const mailDir = `test-results/e2e-mail-${port}`;
