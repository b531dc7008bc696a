// Prerendering (issue 13): after `vite build` writes the client, an SSR build of
// src/app/entry-server.tsx renders every route whose first screen is the same for everyone to
// dist/<path>/index.html (dist/404.html for unknown paths), so the browser paints the page from the
// HTML and the one stylesheet; a small boot script then loads the entry and the route's chunks
// together and main.tsx hydrates the page (a signed-in visitor sees the shell's frame in its place
// until the app has drawn their shell: src/lib/member-frame.ts). index.html, the fallback of every
// other route, gets the shell's skeleton, and the signed-in pages at a fixed path get that skeleton
// (on /dashboard, the dashboard's own layout) with their route's code preloaded and their first
// API reads sent early (src/lib/early-script.ts). Preview serves dist/<path>/index.html for
// /<path>, as static hosts do.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PreviewServer, type ResolvedConfig } from 'vite';
import {
  BOOT_DATA_ID,
  BOOT_PRELOADED_ATTRIBUTE,
  BOOT_PRELOADED_EVENT,
} from '../src/app/boot-preloads.ts';
import type { EarlyRequestPlan } from '../src/lib/early-requests.ts';
import { EARLY_DATA_ID, EARLY_SCRIPT } from '../src/lib/early-script.ts';
import { MEMBER_HINT_SCRIPT } from '../src/lib/member-frame.ts';
// @ts-expect-error -- a plain .mjs helper shared with check-size and the benchmark, typed in JSDoc.
import { filesOf, readManifest } from './bundle.mjs';

const ENTRY_SERVER = 'src/app/entry-server.tsx';
const ROOT_LAYOUT = 'src/app/routes/root-layout.tsx';
/** The signed-in header's lazy chunk: skeleton pages (signed-in routes) fetch it with their route. */
const ACCOUNT_CONTROLS = 'src/features/shell/components/account-controls.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

interface EntryServer {
  prerenderedPaths: ReadonlyArray<{ path: string; module: string }>;
  skeletonPaths: ReadonlyArray<{ path: string; module: string }>;
  renderPage(path: string): Promise<{ html: string; marker: string; status: number }>;
  renderShellSkeleton(path?: string): string;
  hasShell(path: string): boolean;
  renderMemberFrame(): string;
  earlyRequestPlan(path: string): EarlyRequestPlan | null;
}

const hash8 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** Where the page for `path` is written, relative to dist. */
export function prerenderedFile(path: string): string {
  return path === '/404' ? '404.html' : `${path.replace(/^\/+/, '')}/index.html`;
}

/**
 * The route modules' JS files that index.html does not already fetch. The app has one stylesheet
 * (build.cssCodeSplit is off), linked by index.html: a route with CSS of its own would paint
 * unstyled from its prerendered HTML, so it stops the build.
 */
function routeScripts(
  template: string,
  manifest: Record<string, unknown>,
  modules: string[],
  base: string,
): string[] {
  const { js, css } = filesOf(manifest, modules) as { js: string[]; css: string[] };
  const missing = (file: string) => !template.includes(`"${base}${file}"`);
  const ownCss = css.filter(missing);
  if (ownCss.length > 0) {
    throw new Error(
      `${modules.join(', ')} bring CSS index.html does not link: ${ownCss.join(', ')}`,
    );
  }
  return js.filter(missing).map((file) => `${base}${file}`);
}

const SCRIPT_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * Starts a prerendered page's JS once the page has painted: the first animation frame comes with
 * the first paint (render-blocking CSS holds it back), the task after it comes after that paint.
 * On a slow link the HTML and its stylesheet get the whole bandwidth, then the entry and every
 * chunk of the route start together. A hidden tab paints no frames, so it starts at once.
 * Each modulepreload link starts a fetch, about 10 ms of main thread at 4× CPU: the ~30 of a page
 * go two per task, not as one long task (it was 70–100 ms in Lighthouse, and four per task made
 * tasks of 40 ms, over 50 in Lighthouse's estimate on /dashboard and /marketplace); the
 * app's route imports wait for the last (src/app/boot-preloads.ts). A hidden tab runs chained
 * timers once a second: there they all go at once.
 */
const BOOT_SCRIPT = `const bootElement = document.getElementById(${JSON.stringify(BOOT_DATA_ID)});
const boot = JSON.parse(bootElement.textContent);
const LINKS_PER_TASK = 2;
const preload = (hrefs) => {
  const count = document.visibilityState === 'hidden' ? hrefs.length : LINKS_PER_TASK;
  for (const href of hrefs.splice(0, count)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > 0) {
    setTimeout(() => preload(hrefs));
    return;
  }
  bootElement.setAttribute(${JSON.stringify(BOOT_PRELOADED_ATTRIBUTE)}, '');
  bootElement.dispatchEvent(new Event(${JSON.stringify(BOOT_PRELOADED_EVENT)}));
};
const start = () => {
  import(boot.entry);
  preload([...boot.preload]);
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
`;

interface PageScripts {
  /** `<script type="module">` and modulepreload tags, fetched with the HTML. */
  eager: string;
  /** The boot script's data: what it fetches and runs. */
  bootData: string;
  /** The boot script and its data: the same files, fetched after the first paint. */
  afterPaint: string;
}

/** The entry and every chunk the page needs, as tags and as the boot script's data. */
function pageScripts(template: string, routeJs: string[], bootFile: string): PageScripts {
  const tags = template.match(SCRIPT_TAGS) ?? [];
  const source = (tag: string) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '';
  const entry = tags.filter((tag) => tag.includes('<script')).map(source);
  if (entry.length !== 1) throw new Error('index.html must load exactly one module script');
  const preload = [...tags.filter((tag) => tag.includes('modulepreload')).map(source), ...routeJs];
  const data = JSON.stringify({ entry: entry[0], preload }).replace(/</g, '\\u003c');
  const bootData = `<script type="application/json" id="${BOOT_DATA_ID}">${data}</script>`;
  return {
    bootData,
    eager: [
      ...tags.map((tag) => tag.trim()),
      ...routeJs.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ].join(''),
    afterPaint: `${bootData}<script type="module" src="${bootFile}"></script>`,
  };
}

/**
 * What a page adds around #root: head scripts before the stylesheet (the parser would wait for the
 * stylesheet to run a script after it) and after it, and markup before #root.
 */
interface PageExtras {
  headStart?: string;
  headScript?: string;
  beforeRoot?: string;
}

/** The page: index.html with the markup in #root, then the page's scripts. */
function insert(
  template: string,
  root: string,
  afterRoot: string,
  { headStart = '', headScript = '', beforeRoot = '' }: PageExtras = {},
): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  // withStylesAppended has checked the template links exactly one stylesheet.
  return template
    .replace(SCRIPT_TAGS, '')
    .replace(/<link rel="stylesheet"[^>]*>/, (link) => `${headStart}${link}${headScript}`)
    .replace(ROOT_ELEMENT, `${beforeRoot}<div id="root">${root}</div>${afterRoot}`);
}

/**
 * The CSP (`style-src 'self'`) blocks `style="…"` attributes in markup, and server rendering
 * writes style props as such (visually hidden labels, hidden form inputs): each distinct one
 * becomes a class in the app's stylesheet. Hydration keeps the class and never writes the
 * attribute back (React does not patch attributes when hydrating), so the element looks the same.
 */
class InlineStyles {
  private readonly classes = new Map<string, string>();

  extract(html: string): string {
    return html.replace(/<[a-z][a-z0-9-]*(?:\s[^>]*)?\sstyle="[^"]*"[^>]*>/gi, (tag) => {
      const style = /\sstyle="([^"]*)"/.exec(tag)?.[1] ?? '';
      let name = this.classes.get(style);
      if (!name) this.classes.set(style, (name = `ssr-style-${this.classes.size + 1}`));
      const withoutStyle = tag.replace(/\sstyle="[^"]*"/, '');
      return /\sclass="/.test(withoutStyle)
        ? withoutStyle.replace(/\sclass="([^"]*)"/, ` class="$1 ${name}"`)
        : withoutStyle.replace(/^<[a-z][a-z0-9-]*/i, (start) => `${start} class="${name}"`);
    });
  }

  /** The stylesheet, each declaration `!important` as an inline style would win. */
  css(): string {
    return [...this.classes]
      .map(([style, name]) => {
        const declarations = style
          .split(';')
          .filter((declaration) => declaration.trim())
          .map(
            (declaration) =>
              `${declaration.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')} !important`,
          );
        return `.${name}{${declarations.join(';')}}`;
      })
      .join('\n');
  }
}

/**
 * The app's one stylesheet (`cssCodeSplit: false`) with `css` appended, under a new hashed name:
 * a page paints after one stylesheet request, not two. Returns the template linking it.
 */
function withStylesAppended(template: string, outDir: string, base: string, css: string): string {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)">/g)];
  const href = links[0]?.[1];
  if (links.length !== 1 || !href?.startsWith(base)) {
    throw new Error('index.html must link exactly one stylesheet (build.cssCodeSplit: false)');
  }
  const oldFile = join(outDir, href.slice(base.length));
  const merged = `${readFileSync(oldFile, 'utf8')}\n${css}\n`;
  const newHref = href.replace(/-[\w-]+\.css$/, `-${hash8(merged)}.css`);
  writeFileSync(join(outDir, newHref.slice(base.length)), merged);
  rmSync(oldFile);
  return template.replace(`href="${href}"`, `href="${newHref}"`);
}

/** The app's server entry (src/app/entry-server.tsx), built into `work` and loaded. */
async function buildEntryServer(config: ResolvedConfig, work: string): Promise<EntryServer> {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: ENTRY_SERVER,
      outDir: work,
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  });
  return (await import(pathToFileURL(join(work, 'entry-server.mjs')).href)) as EntryServer;
}

async function prerender(config: ResolvedConfig): Promise<void> {
  const outDir = resolve(config.root, config.build.outDir);
  // Only the app's own build (Storybook's, which loads this config too, has no index.html entry).
  const manifestFile = join(outDir, '.vite/manifest.json');
  if (
    !existsSync(manifestFile) ||
    !(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>)['index.html']
  )
    return;
  // Inside the app's node_modules, so the bundle's external imports (react…) resolve.
  const work = mkdtempSync(join(config.root, 'node_modules/.endless-prerender-'));
  try {
    const server = await buildEntryServer(config, work);

    const manifest = readManifest(outDir) as Record<string, unknown>;
    const indexFile = join(outDir, 'index.html');
    const base = config.base;
    let template = readFileSync(indexFile, 'utf8');

    const inlineStyles = new InlineStyles();
    const pages = [];
    for (const { path, module } of server.prerenderedPaths) {
      const page = await server.renderPage(path);
      pages.push({ path, module, html: inlineStyles.extract(page.html), marker: page.marker });
    }
    const skeleton = inlineStyles.extract(server.renderShellSkeleton());
    const memberFrame = inlineStyles.extract(server.renderMemberFrame());
    const skeletons = server.skeletonPaths.map(({ path, module }) => ({
      path,
      module,
      html: inlineStyles.extract(server.renderShellSkeleton(path)),
    }));
    template = withStylesAppended(template, outDir, base, inlineStyles.css());

    const bootFile = `${config.build.assetsDir}/boot-${hash8(BOOT_SCRIPT)}.js`;
    writeFileSync(join(outDir, bootFile), BOOT_SCRIPT);

    // In the head, inline: it marks the document before the first paint, without a request.
    const memberExtras: PageExtras = {
      headScript: `<script>${MEMBER_HINT_SCRIPT}</script>`,
      beforeRoot: memberFrame,
    };

    /** The early script and its plan, inline in the head: its reads go out as the HTML comes. */
    const earlyHead = (plan: EarlyRequestPlan) =>
      `<script type="application/json" id="${EARLY_DATA_ID}">${JSON.stringify(plan).replace(/</g, '\\u003c')}</script><script>${EARLY_SCRIPT}</script>`;

    // A prerendered page is the content itself: it paints from HTML and CSS alone, then loads its
    // JS, and has the early script only when its first screen has API data of its own
    // (/marketplace's pictures). A skeleton page needs the JS for its content, so that starts with
    // the HTML; on /dashboard the early script starts it once the avatar it shows is on screen, so
    // the picture gets the bandwidth and the main thread first.
    const write = (
      file: string,
      modules: string[],
      root: string,
      { marker, path, extras }: { marker?: string; path?: string; extras?: PageExtras } = {},
    ) => {
      const routeJs = routeScripts(template, manifest, [ROOT_LAYOUT, ...modules], base);
      const scripts = pageScripts(template, routeJs, `${base}${bootFile}`);
      const plan = path === undefined ? null : server.earlyRequestPlan(path);
      const startsApp = plan?.dashboard !== undefined;
      let afterRoot = scripts.eager;
      let early = '';
      if (marker) {
        afterRoot = `${marker}${scripts.afterPaint}`;
        if (plan?.marketplace) early = earlyHead(plan);
      } else if (plan) {
        early = earlyHead(startsApp ? { ...plan, boot: `${base}${bootFile}` } : plan);
        if (startsApp) afterRoot = scripts.bootData;
      }
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(
        join(outDir, file),
        insert(template, root, afterRoot, { ...extras, headStart: early }),
      );
    };
    // A prerendered page is drawn for guests: a signed-in visitor sees the shell's frame instead
    // until the app draws theirs (src/lib/member-frame.ts).
    for (const { path, module, html, marker } of pages) {
      const extras = server.hasShell(path) ? memberExtras : undefined;
      write(prerenderedFile(path), [module], html, { marker, path, extras });
    }
    for (const { path, module, html } of skeletons) {
      write(prerenderedFile(path), [module, ACCOUNT_CONTROLS], html, { path });
    }
    // Every other route starts from index.html: the shell's frame instead of an empty page.
    write('index.html', [ACCOUNT_CONTROLS], skeleton);
    config.logger.info(`prerendered ${server.prerenderedPaths.length} pages`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Preview answers /<path> with dist/<path>/index.html when the build wrote one. */
function servePrerendered(server: PreviewServer): void {
  const outDir = resolve(server.config.root, server.config.build.outDir);
  server.middlewares.use((req, _res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname.replace(/\/+$/, '');
    if (pathname && !/\.[a-z0-9]+$/i.test(pathname)) {
      const file = `${pathname}/index.html`;
      if (existsSync(join(outDir, file))) req.url = `${file}${url.search}`;
    }
    next();
  });
}

/**
 * @param apiOrigin the API's origin when the browser talks to one (not with the in-browser mock):
 *   pages preconnect to it when it is not their own, so the first query skips the handshake.
 */
export function prerenderPlugin(apiOrigin?: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'endless:prerender',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: () =>
      apiOrigin
        ? [
            {
              tag: 'link',
              attrs: { rel: 'preconnect', href: apiOrigin, crossorigin: '' },
              injectTo: 'head',
            },
          ]
        : [],
    closeBundle: {
      sequential: true,
      async handler() {
        // The nested SSR build loads this config too: only the client build prerenders.
        if (config.command !== 'build' || config.build.ssr || config.build.watch) return;
        await prerender(config);
      },
    },
    configurePreviewServer: servePrerendered,
  };
}
