import { buildApp } from "./app";
import { loadConfig } from "./config";

/** Starts the service; stops cleanly on SIGINT/SIGTERM so no accepted request is cut off. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  // A signal may come twice (to the process group, and passed on by `npm start`): the second one
  // must not cut the first one's shutdown short.
  let closing: Promise<void> | undefined;
  const close = (signal: string) => {
    closing ??= (async () => {
      app.log.info({ signal }, "shutting down");
      await app.close();
      process.exit(0);
    })();
  };
  process.on("SIGINT", () => close("SIGINT"));
  process.on("SIGTERM", () => close("SIGTERM"));
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
