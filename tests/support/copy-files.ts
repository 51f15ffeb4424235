import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type CopyMessage = { file: string; key: string; message: string };

/**
 * Every message of one language, from every file under locales/<code>/ — whatever files there are,
 * so that a namespace added later (a new page's copy) is checked as soon as it exists.
 */
export function copyMessages(code: string): CopyMessage[] {
  const dir = path.join("locales", code);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, string>).map(
        ([key, message]) => ({ file: `${code}/${file}`, key, message }),
      ),
    );
}
