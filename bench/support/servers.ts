import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Running = { url: string; stop: () => Promise<void> };

/** Waits until `url` answers 200; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The settings of the real service on loopback, serving the build in `buildDir`, logging warnings only. */
export function serviceEnv(buildDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    SITE_DIR: path.join(buildDir, "client"),
  };
}

/** The real service on loopback, serving the build, with a throwaway database. */
export async function startService(buildDir: string, port: number): Promise<Running> {
  const data = mkdtempSync(path.join(tmpdir(), "urbis-bench-"));
  const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, "service", "main.js")], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...serviceEnv(buildDir, port),
      DATA_DIR: path.join(data, "db"),
      OUTBOX_DIR: path.join(data, "outbox"),
      JOBS: "false",
    },
  });
  child.stderr?.pipe(process.stderr);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is taken: stop what listens there or pass --port=…`);
  }
  await waitFor(`${url}/healthz`);
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** The page as it would be with no JavaScript: every <script> and modulepreload removed. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/** Sends a request to the service and gives its answer untouched (no decompression). */
async function forward(upstream: string, request: http.IncomingMessage, acceptEncoding: string) {
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const headers = { ...request.headers, "accept-encoding": acceptEncoding };
    http
      .request(`${upstream}${request.url}`, { method: request.method, headers }, resolve)
      .on("error", reject)
      .end();
  });
  return { status: answer.statusCode ?? 502, headers: answer.headers, body: await buffer(answer) };
}

/**
 * The floor: a second server on loopback in front of the service. It answers everything exactly as
 * the service does, except that pages come without their scripts (compressed as the service
 * compresses them), so a page and its floor differ by nothing but JavaScript.
 */
export async function startFloor(upstream: string, port: number): Promise<Running> {
  const server = http.createServer(async (request, response) => {
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const isPage = (request.headers.accept ?? "").includes("text/html");
    const answer = await forward(upstream, request, isPage ? "identity" : accepted);
    const headers = { ...answer.headers };
    let body = answer.body;
    if (isPage && String(headers["content-type"] ?? "").startsWith("text/html")) {
      body = Buffer.from(withoutScripts(body.toString("utf8")));
      delete headers.etag;
      if (/\bbr\b/.test(accepted)) {
        body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        headers["content-encoding"] = "br";
      } else if (/\bgzip\b/.test(accepted)) {
        body = gzipSync(body, { level: 9 });
        headers["content-encoding"] = "gzip";
      }
      headers["content-length"] = String(body.length);
    }
    response.writeHead(answer.status, headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
