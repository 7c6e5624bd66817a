import path from 'node:path';
import { APP_LAYOUT, pageModulesByUrl } from './route-table';

/** Where the build leaves each URL's chunks, beside Vite's manifest (the server reads it). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Where it leaves each signed-in page's scripts (the server hands the list to the page, whose
 * start-up asks for them a few at a time: page-chunks.ts).
 */
export const PAGE_CHUNKS_FILE = '.vite/page-chunks.json';

/** The parts of an output chunk this plugin reads (Rollup's and Rolldown's OutputChunk). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The pages whose chunks are named in their HTML: those outside the signed-in app. A signed-in
 * page needs 50–70 chunks; named in the HTML they took every one of HTTP/1.1's six connections to
 * the server at low priority, and the page's own data requests waited behind them (Lighthouse,
 * dashboards with an empty cache: LCP 4.5–5.1 s against 3.0–4.0 s without the links). A public
 * page needs a dozen or two and no data: there they bring first paint and LCP forward.
 */
export function isPreloaded(modules: string[]): boolean {
  return !modules.includes(APP_LAYOUT);
}

/**
 * Each URL's files beyond what index.html already loads: the chunks of its route modules with
 * everything they import, and their style sheets. `which` picks the URLs (isPreloaded or not).
 */
function pageFiles(
  chunks: BuiltChunk[],
  sourceDir: string,
  urls: Map<string, string[]>,
  which: (modules: string[]) => boolean,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // A route module is usually its chunk's facade; the bundler may also have merged it into a
  // chunk it shares with other modules.
  const byModule = new Map(
    chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)),
  );
  const collect = (fileName: string, into: Set<string>) => {
    const chunk = byFile.get(fileName);
    if (!chunk || into.has(fileName)) return;
    into.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const imported of chunk.imports) collect(imported, into);
  };
  const inHtml = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) collect(entry.fileName, inHtml);

  const files: Record<string, string[]> = {};
  for (const [url, modules] of urls) {
    if (!which(modules)) continue;
    const own = new Set<string>();
    for (const module of modules) {
      const chunk = byModule.get(path.join(sourceDir, `${module}.tsx`));
      if (!chunk)
        throw new Error(`route-table.ts names ${module}, which is in no chunk of the build`);
      collect(chunk.fileName, own);
    }
    files[url] = [...own].filter((file) => !inHtml.has(file)).map((file) => `/${file}`);
  }
  return files;
}

/**
 * For every preloaded URL of the route table (isPreloaded), its files (pageFiles), for the server
 * to name in the HTML. Without this the browser learns of a page's code only when the entry has
 * run and the router has matched the URL: a third round of requests before the page can paint.
 */
export function routePreloads(
  chunks: BuiltChunk[],
  sourceDir: string,
  urls: Map<string, string[]> = pageModulesByUrl(),
): Record<string, string[]> {
  return pageFiles(chunks, sourceDir, urls, isPreloaded);
}

/**
 * For every signed-in URL of the route table, its scripts (pageFiles without the style sheets,
 * which the router's loader adds itself). Started by the router, each is a
 * `<link rel=modulepreload>` appended in one go: 50–70 of them were the longest task of a
 * dashboard's start (~0.1 s at a phone's speed); page-chunks.ts spreads them over several.
 */
export function pageChunks(
  chunks: BuiltChunk[],
  sourceDir: string,
  urls: Map<string, string[]> = pageModulesByUrl(),
): Record<string, string[]> {
  const files = pageFiles(chunks, sourceDir, urls, (modules) => !isPreloaded(modules));
  return Object.fromEntries(
    Object.entries(files).map(([url, list]) => [url, list.filter((file) => file.endsWith('.js'))]),
  );
}

/** The Vite plugin that writes routePreloads() and pageChunks() of the build beside its manifest. */
export function routePreloadsPlugin(sourceDir: string) {
  return {
    name: 'ias-route-preloads',
    apply: 'build' as const,
    generateBundle(
      this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string },
      _options: unknown,
      bundle: Record<string, BuiltChunk | { type: 'asset' }>,
    ) {
      const chunks = Object.values(bundle).filter(
        (output): output is BuiltChunk => output.type === 'chunk',
      );
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(routePreloads(chunks, sourceDir), null, 1),
      });
      this.emitFile({
        type: 'asset',
        fileName: PAGE_CHUNKS_FILE,
        source: JSON.stringify(pageChunks(chunks, sourceDir), null, 1),
      });
    },
  };
}
