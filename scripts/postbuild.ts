// Runs after `react-router build`: what the built site needs besides its pages — sitemap.xml and
// robots.txt, the app icons and web manifest, and a share image per page — all derived from the
// prerendered HTML, so they follow whatever pages and languages the site has. Then each page's
// JavaScript is set to start after its first paint (scripts/perf/defer-hydration.ts).
import { deferHydrationIn } from "./perf/defer-hydration";
import { writeAppIcons } from "./seo/app-icons";
import { readBuiltPages } from "./seo/built-pages";
import { writeShareImages } from "./seo/share-images";
import { writeSitemap } from "./seo/sitemap";

const root = process.argv[2] ?? "build/client";
const started = Date.now();
const pages = await readBuiltPages(root);
const listed = await writeSitemap(root, pages);
const icons = await writeAppIcons(root);
const images = await writeShareImages(root, pages);
await deferHydrationIn(
  root,
  pages.map((page) => page.file),
);
console.log(
  `postbuild: ${listed} pages in sitemap.xml, ${icons} app icons, ${images} share images (${Date.now() - started} ms)`,
);
