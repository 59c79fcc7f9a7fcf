#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile, default simulated throttling) on the key
// pages of the production build, side by side with the stock Docusaurus classic
// template of the same version, built and served the same way. Prints a markdown
// table of medians with PASS/MISS per target and writes it, the raw figures and
// the Lighthouse report of each page's median run to bench-results/.
//
//   node scripts/bench.mjs [--runs 3] [--fresh] [--no-build] [--pages home,blog,search]
//
//   --runs N     Lighthouse runs per page (default 3); medians are reported. Each run
//                of one of our pages is followed by a run of its template counterpart.
//   --fresh      rebuild the template (its build is cached in the temp folder, per version)
//   --no-build   measure the existing build/ instead of running `npm run build` first
//   --pages      only these page ids (see `pages` below; `search` is the search measurement),
//                for trying a change quickly; a full run measures them all
//
// Not part of `npm test`: the scores depend on the machine's load.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {defaultSettings} from 'lighthouse/core/config/constants.js';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import {chromium} from '@playwright/test';
import {startServer} from './serve-build.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(projectDir, 'bench-results');
const ports = {ours: 3130, template: 3131, chrome: 3132};
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The template has no treatment, branch, gallery, questionnaire or form page. Its
// counterpart for each of our inner pages is /docs/intro: the template's standard
// content page, with the whole inner-page chrome (navbar, sidebar, table of
// contents, footer), so the baseline cost of an inner page of a stock site.
const templatePages = {
  home: '/',
  docs: '/docs/intro',
  blog: '/blog/welcome',
};
const pages = [
  {id: 'home', label: 'Home', path: '/', counterpart: 'home'},
  {id: 'service', label: 'Service', path: '/services/root-canal-hyderabad', counterpart: 'docs'},
  {id: 'problem', label: 'Dental problem', path: '/dental-problem/tooth-pain', counterpart: 'docs'},
  {id: 'blog', label: 'Blog post', path: '/blog/root-canal-myths', counterpart: 'blog'},
  {id: 'gallery', label: 'Gallery', path: '/dental-gallery', counterpart: 'docs'},
  {id: 'assessment', label: 'Smile assessment', path: '/smile-assessment', counterpart: 'docs'},
  {id: 'contact', label: 'Contact', path: '/contact', counterpart: 'docs'},
  {id: 'branch', label: 'Branch', path: '/dental-clinic-banjara-hills', counterpart: 'docs'},
  // The home page in each translated language, beside the English one (issue 6/6).
  {id: 'home-te', label: 'Home, Telugu', path: '/te/', counterpart: 'home'},
  {id: 'home-hi', label: 'Home, Hindi', path: '/hi/', counterpart: 'home'},
  {id: 'home-ur', label: 'Home, Urdu', path: '/ur/', counterpart: 'home'},
];

const targets = {
  performance: 0.95,
  otherCategories: 1,
  /** Our page's script bytes / its counterpart's, on every page (issue 2/5 of the second wave). */
  jsRatio: 1,
  cls: 0,
  /** The search index a first search downloads, gzipped. */
  searchIndexBytes: 300 * 1024,
  /** From the last keystroke to the first result, 4× CPU slowdown and slow 4G. */
  searchFirstResultsMs: 1000,
};

/**
 * The search: what a phone downloads and how long it waits. A visitor taps the
 * search box on the home page and types a query at a phone's pace; the index
 * starts loading on the tap. Throttled as Lighthouse's mobile preset: 4× CPU,
 * 150 ms round trips, 1.6 Mbit/s down.
 */
const search = {
  query: 'root canal',
  keyDelayMs: 120,
  cpuSlowdown: 4,
  latencyMs: 150,
  downKbps: 1638,
};

function parseArgs(argv) {
  const at = argv.indexOf('--runs');
  const runs = at >= 0 ? Number(argv[at + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('--runs takes a whole number of at least 1');
  const listAt = argv.indexOf('--pages');
  const known = [...pages.map((page) => page.id), 'search'];
  const only = listAt >= 0 ? (argv[listAt + 1] ?? '').split(',').filter(Boolean) : known;
  const unknown = only.filter((id) => !known.includes(id));
  if (only.length === 0 || unknown.length > 0)
    throw new Error(`--pages takes a comma-separated list of: ${known.join(', ')}`);
  return {
    runs,
    fresh: argv.includes('--fresh'),
    build: !argv.includes('--no-build'),
    pages: pages.filter((page) => only.includes(page.id)),
    search: only.includes('search'),
  };
}

function run(command, args, options = {}) {
  const started = Date.now();
  console.log(`▶ ${command} ${args.join(' ')}${options.cwd ? `  (in ${options.cwd})` : ''}`);
  const result = spawnSync(command, args, {stdio: 'inherit', ...options});
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  console.log(`◀ done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function docusaurusVersion() {
  return JSON.parse(
    fs.readFileSync(path.join(projectDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
  ).version;
}

/**
 * Makes (or reuses) the stock classic template of our Docusaurus version in the
 * temp folder and builds it. Its dependencies are a subset of ours at the same
 * versions, so its node_modules links to each of our packages instead of installing
 * (its own node_modules/.cache stays separate from ours).
 */
function prepareTemplate(version, fresh) {
  const root = path.join(os.tmpdir(), `docusaurus-classic-template-${version}`);
  const siteDir = path.join(root, 'template');
  const builtStamp = path.join(root, 'built.json');
  if (
    !fresh &&
    fs.existsSync(builtStamp) &&
    fs.existsSync(path.join(siteDir, 'build/index.html'))
  ) {
    console.log(`Template: reusing the build in ${siteDir} (--fresh rebuilds it)`);
    return siteDir;
  }
  fs.rmSync(root, {recursive: true, force: true});
  fs.mkdirSync(root, {recursive: true});
  run(
    'npx',
    [
      '--yes',
      `create-docusaurus@${version}`,
      'template',
      'classic',
      '--typescript',
      '--skip-install',
    ],
    {cwd: root},
  );

  const ourModules = path.join(projectDir, 'node_modules');
  const templateModules = path.join(siteDir, 'node_modules');
  fs.mkdirSync(templateModules);
  for (const name of fs.readdirSync(ourModules)) {
    if (name !== '.cache')
      fs.symlinkSync(path.join(ourModules, name), path.join(templateModules, name));
  }
  const templatePackage = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  for (const name of Object.keys(templatePackage.dependencies)) {
    if (!fs.existsSync(path.join(templateModules, name))) {
      throw new Error(`The template needs ${name}, which this project does not have installed`);
    }
  }
  const env = {...process.env};
  delete env.CONTACT_FORM_ENDPOINT;
  delete env.PATIENT_PORTAL_URL;
  run('npx', ['docusaurus', 'build'], {cwd: siteDir, env});
  fs.writeFileSync(builtStamp, JSON.stringify({version, builtAt: new Date().toISOString()}));
  return siteDir;
}

/** The template's `future` flags as it ships them (read from its config, which we never edit). */
function templateFutureFlags(siteDir) {
  const config = fs.readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8');
  const match = config.match(/future:\s*\{([^}]*)\}/);
  return match
    ? match[1]
        .replace(/\/\/.*$/gm, '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/,$/, '')
    : 'none';
}

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures we report from one Lighthouse result. */
function figuresOf(lhr) {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories['best-practices'].score,
    seo: lhr.categories.seo.score,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    speedIndex: lhr.audits['speed-index'].numericValue,
    jsBytes: lhr.scriptBodyBytes ?? null,
    jsTransferBytes: scripts?.transferSize ?? null,
    jsRequests: scripts?.requestCount ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

function medianFigures(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((figures) => figures[key]))]));
}

/** Keeps a report small enough to store: drops screenshots and translation tables. */
function slimReport(lhr) {
  const copy = structuredClone(lhr);
  delete copy.i18n;
  delete copy.fullPageScreenshot;
  delete copy.audits['screenshot-thumbnails'];
  delete copy.audits['final-screenshot'];
  return copy;
}

/**
 * Every run is a first visit. Lighthouse clears the HTTP cache and some of the
 * origin's storage before each run, but keeps local storage, so without this a
 * run would see what the page before it stored there (our pages mark there that
 * the web fonts were fetched, src/lib/webFonts.ts) with an empty cache: a state
 * no visitor is in.
 */
const lighthouseConfig = {
  extends: 'lighthouse:default',
  settings: {clearStorageTypes: [...defaultSettings.clearStorageTypes, 'local_storage']},
};

async function measure(url, chromePort) {
  const result = await lighthouse(
    url,
    {port: chromePort, output: 'json', logLevel: 'error', onlyCategories: categories},
    lighthouseConfig,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  for (const warning of lhr.runWarnings) console.warn(`  ⚠ ${warning}`);
  return lhr;
}

const score = (value) => (value == null ? '–' : value.toFixed(2));
const ms = (value) => (value == null ? '–' : String(Math.round(value)));
const cls = (value) =>
  value == null ? '–' : value === 0 ? '0' : value < 0.001 ? '<0.001' : value.toFixed(3);
const kb = (value) => (value == null ? '–' : (value / 1024).toFixed(1));
const ratio = (ours, theirs) => (ours == null || !theirs ? null : ours / theirs);
const pair = (format, ours, theirs) => `${format(ours)} (${format(theirs)})`;
const verdict = (ok) => (ok ? 'PASS' : 'MISS');

function evaluate(page, ours, theirs) {
  const jsRatio = ratio(ours.jsBytes, theirs.jsBytes);
  return {
    performanceRatio: ratio(ours.performance, theirs.performance),
    jsRatio,
    checks: {
      performanceAtLeast095: ours.performance >= targets.performance,
      performanceNotBelowTemplate: ours.performance >= theirs.performance,
      otherCategoriesPerfect:
        ours.accessibility === targets.otherCategories &&
        ours.bestPractices === targets.otherCategories &&
        ours.seo === targets.otherCategories,
      jsWithinTarget: jsRatio != null && jsRatio <= targets.jsRatio,
      tbtNotAboveTemplate: ours.tbt <= theirs.tbt,
      clsZero: ours.cls === targets.cls,
    },
  };
}

function markdownTable(rows) {
  const header = [
    'Page',
    'Template counterpart',
    'Perf',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS kB (gzip)',
    'A11y',
    'BP',
    'SEO',
    'Perf ratio',
    'JS ratio',
    'Perf ≥ 0.95',
    'Perf ≥ template',
    'A11y/BP/SEO = 1',
    'JS ≤ 100 %',
    'TBT ≤ template',
    'CLS 0',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const {page, templatePath, ours, theirs, evaluation} of rows) {
    const {checks} = evaluation;
    lines.push(
      `| ${[
        `${page.label} \`${page.path}\``,
        `\`${templatePath}\``,
        pair(score, ours.performance, theirs.performance),
        pair(ms, ours.lcp, theirs.lcp),
        pair(ms, ours.tbt, theirs.tbt),
        pair(cls, ours.cls, theirs.cls),
        pair(kb, ours.jsBytes, theirs.jsBytes),
        pair(score, ours.accessibility, theirs.accessibility),
        pair(score, ours.bestPractices, theirs.bestPractices),
        pair(score, ours.seo, theirs.seo),
        evaluation.performanceRatio == null ? '–' : evaluation.performanceRatio.toFixed(2),
        evaluation.jsRatio == null ? '–' : evaluation.jsRatio.toFixed(2),
        verdict(checks.performanceAtLeast095),
        verdict(checks.performanceNotBelowTemplate),
        verdict(checks.otherCategoriesPerfect),
        verdict(checks.jsWithinTarget),
        verdict(checks.tbtNotAboveTemplate),
        verdict(checks.clsZero),
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** The body of `url` as the server sends it to a browser that accepts gzip, in bytes (headers not counted). */
function gzipBodyBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: {'Accept-Encoding': 'gzip'}}, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/**
 * Bytes of the search index as the server sends it to a browser that accepts
 * gzip (the search fetches it from a web worker, which a page's DevTools
 * session does not see, so it is asked for here the same way).
 */
async function searchIndexBytes(origin) {
  const files = fs
    .readdirSync(path.join(projectDir, 'build'))
    .filter((f) => /^search-index.*\.json$/.test(f));
  const sizes = await Promise.all(files.map((file) => gzipBodyBytes(`${origin}/${file}`)));
  return {indexBytes: sizes.reduce((sum, bytes) => sum + bytes, 0), indexFiles: files.length};
}

/**
 * The gzipped bytes of the scripts a page loaded, without their response
 * headers. Lighthouse's transfer size counts headers too, and our server sends
 * the site's security headers (about 2.3 KB: the CSP with its script hashes)
 * with every file, where the template's sends none; over HTTP/2, as hosts
 * serve the site, repeated headers are compressed to a few bytes each. So the
 * JavaScript targets compare what the label says: script bytes.
 */
async function scriptBodyBytes(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith('http://127.0.0.1'),
  );
  const sizes = await Promise.all(scripts.map((item) => gzipBodyBytes(item.url)));
  return sizes.reduce((sum, bytes) => sum + bytes, 0);
}

/** The wait for the first results of a search on the home page. */
async function measureSearch(origin) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromeFlags,
  });
  try {
    const page = await browser.newPage({viewport: {width: 412, height: 823}});
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: search.cpuSlowdown});
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: search.latencyMs,
      downloadThroughput: (search.downKbps * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(`${origin}/`, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
    // The phone layout puts the search box behind the navbar's search button.
    const box = page.locator('.navbar__search-input').first();
    const tapped = Date.now();
    await box.click();
    await box.pressSequentially(search.query, {delay: search.keyDelayMs});
    const typed = Date.now();
    await page.getByRole('option').first().waitFor({timeout: 60_000});
    const shown = Date.now();
    return {msFromTap: shown - tapped, msAfterTyping: shown - typed};
  } finally {
    await browser.close();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const version = docusaurusVersion();
  process.chdir(projectDir);

  if (options.build) run('npm', ['run', 'build']);
  if (!fs.existsSync(path.join(projectDir, 'build/index.html')))
    throw new Error('No build/ to measure: run without --no-build');
  const templateDir = prepareTemplate(version, options.fresh);
  const templateFuture = templateFutureFlags(templateDir);

  const servers = [
    await startServer({dir: path.join(projectDir, 'build'), port: ports.ours, host: '127.0.0.1'}),
    await startServer({
      dir: path.join(templateDir, 'build'),
      port: ports.template,
      host: '127.0.0.1',
    }),
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    port: ports.chrome,
  });

  const loadBefore = os.loadavg();
  const started = Date.now();
  // Keyed by our page id: our runs, and the runs of its template counterpart.
  const reports = {ours: {}, template: {}};
  const searchRuns = [];
  try {
    // Each of our pages is measured right before its template counterpart, so
    // both see the same machine load (other work on the machine slows the CPU
    // that Lighthouse's simulation scales from).
    for (let runIndex = 1; runIndex <= options.runs; runIndex += 1) {
      for (const page of options.pages) {
        for (const [site, url] of [
          ['ours', `http://127.0.0.1:${ports.ours}${page.path}`],
          ['template', `http://127.0.0.1:${ports.template}${templatePages[page.counterpart]}`],
        ]) {
          const runStarted = Date.now();
          const lhr = await measure(url, ports.chrome);
          lhr.scriptBodyBytes = await scriptBodyBytes(lhr);
          (reports[site][page.id] ??= []).push(lhr);
          const figures = figuresOf(lhr);
          console.log(
            `run ${runIndex}/${options.runs} ${site.padEnd(8)} ${url.padEnd(58)} perf ${score(figures.performance)}  LCP ${ms(figures.lcp)}  TBT ${ms(figures.tbt)}  CLS ${cls(figures.cls)}  JS ${kb(figures.jsBytes)} kB  CPU index ${Math.round(figures.benchmarkIndex)}  (${((Date.now() - runStarted) / 1000).toFixed(0)} s)`,
          );
        }
      }
    }
    for (let runIndex = 1; options.search && runIndex <= options.runs; runIndex += 1) {
      const origin = `http://127.0.0.1:${ports.ours}`;
      const run = {...(await searchIndexBytes(origin)), ...(await measureSearch(origin))};
      searchRuns.push(run);
      console.log(
        `run ${runIndex}/${options.runs} search   "${search.query}": index ${kb(run.indexBytes)} kB in ${run.indexFiles} file(s), results ${run.msFromTap} ms after the tap, ${run.msAfterTyping} ms after the last key`,
      );
    }
  } finally {
    await chrome.kill();
    for (const server of servers) server.close();
  }

  fs.rmSync(path.join(resultsDir, 'lighthouse'), {recursive: true, force: true});
  fs.mkdirSync(path.join(resultsDir, 'lighthouse'), {recursive: true});
  const rawRuns = {ours: {}, template: {}};
  const medians = {ours: {}, template: {}};
  for (const page of options.pages) {
    for (const site of ['ours', 'template']) {
      rawRuns[site][page.id] = reports[site][page.id].map(figuresOf);
      medians[site][page.id] = medianFigures(rawRuns[site][page.id]);
    }
    fs.writeFileSync(
      path.join(resultsDir, 'lighthouse', `ours-${page.id}.json`),
      JSON.stringify(slimReport(computeMedianRun(reports.ours[page.id]))),
    );
  }
  for (const counterpart of Object.keys(templatePages)) {
    if (!options.pages.some((page) => page.counterpart === counterpart)) continue;
    const lhrs = options.pages
      .filter((page) => page.counterpart === counterpart)
      .flatMap((page) => reports.template[page.id]);
    fs.writeFileSync(
      path.join(resultsDir, 'lighthouse', `template-${counterpart}.json`),
      JSON.stringify(slimReport(computeMedianRun(lhrs))),
    );
  }

  const rows = options.pages.map((page) => {
    const ours = medians.ours[page.id];
    const theirs = medians.template[page.id];
    return {
      page,
      templatePath: templatePages[page.counterpart],
      ours,
      theirs,
      evaluation: evaluate(page, ours, theirs),
    };
  });
  const table = markdownTable(rows);
  const searchFigures = options.search ? medianFigures(searchRuns) : {};
  const searchChecks = !options.search
    ? {}
    : {
        searchIndexWithinBudget: searchFigures.indexBytes <= targets.searchIndexBytes,
        searchResultsWithinASecond: searchFigures.msAfterTyping <= targets.searchFirstResultsMs,
      };
  const searchTable = !options.search
    ? '(Search not measured: --pages left it out.)'
    : [
        '| Search | Index kB (gzip) | Files | Results after the tap, ms | Results after the last key, ms | Index ≤ 300 kB | Results ≤ 1 s after typing |',
        '|---|---|---|---|---|---|---|',
        `| "${search.query}" on \`/\`, ${search.cpuSlowdown}× CPU, ${search.latencyMs} ms RTT, ${(search.downKbps / 1024).toFixed(1)} Mbit/s, ${search.keyDelayMs} ms per key | ${kb(searchFigures.indexBytes)} | ${searchFigures.indexFiles} | ${ms(searchFigures.msFromTap)} | ${ms(searchFigures.msAfterTyping)} | ${verdict(searchChecks.searchIndexWithinBudget)} | ${verdict(searchChecks.searchResultsWithinASecond)} |`,
      ].join('\n');
  const misses = [
    ...rows.flatMap(({page, evaluation}) =>
      Object.entries(evaluation.checks)
        .filter(([, ok]) => ok === false)
        .map(([check]) => `${page.path}: ${check}`),
    ),
    ...Object.entries(searchChecks)
      .filter(([, ok]) => !ok)
      .map(([check]) => `search: ${check}`),
  ];
  const firstReport = reports.ours[options.pages[0]?.id]?.[0] ?? {
    environment: {},
    configSettings: {},
  };
  const environment = {
    date: new Date().toISOString(),
    docusaurus: version,
    lighthouse: firstReport.lighthouseVersion,
    chrome: firstReport.environment.hostUserAgent,
    formFactor: firstReport.configSettings.formFactor,
    throttlingMethod: firstReport.configSettings.throttlingMethod,
    runs: options.runs,
    templateFutureFlags: templateFuture,
    loadAverageBefore: loadBefore.map((value) => Number(value.toFixed(2))),
    loadAverageAfter: os.loadavg().map((value) => Number(value.toFixed(2))),
    minutes: Number(((Date.now() - started) / 60000).toFixed(1)),
    cpus: os.cpus().length,
    benchmarkIndex: Object.fromEntries(
      ['ours', 'template'].map((site) => [
        site,
        Math.round(
          median(
            Object.values(rawRuns[site]).flatMap((runs) =>
              runs.map((figures) => figures.benchmarkIndex),
            ),
          ),
        ),
      ]),
    ),
  };
  const busy =
    Math.min(environment.benchmarkIndex.ours, environment.benchmarkIndex.template) < 1000 ||
    Math.max(
      environment.loadAverageBefore[0],
      environment.loadAverageAfter[0],
      environment.loadAverageAfter[2],
    ) > os.cpus().length;
  const summary = [
    `Lighthouse ${environment.lighthouse}, ${environment.formFactor}, ${environment.throttlingMethod} throttling, median of ${options.runs} run(s) per page; Docusaurus ${version}.`,
    `Each cell: ours (template counterpart, measured right after our page in every run). Ratios: ours / template. JS kB: the gzipped bytes of the scripts the page loaded (Lighthouse's network requests), without response headers (results.json also has jsTransferBytes, headers included: our server sends the security headers, about 2.3 KB, with every file, the template's none).`,
    `Template future flags as shipped: {${templateFuture}}${/faster/.test(templateFuture) ? '' : ' (no `faster: true`; in 3.10 `v4: true` turns the faster options on by default)'}.`,
    `Lighthouse CPU benchmark index, median over the runs: ours ${environment.benchmarkIndex.ours}, template ${environment.benchmarkIndex.template} (below 1000 Lighthouse warns that the CPU is slower than it expects; a busy machine scores lower, which inflates TBT and LCP).`,
    `Load average before/after: ${environment.loadAverageBefore.join(', ')} / ${environment.loadAverageAfter.join(', ')} on ${os.cpus().length} CPU(s); ${environment.minutes} min.`,
    ...(busy
      ? [
          `**Busy machine:** other work competed for the CPU during the runs, so TBT, LCP and the performance scores are inflated and vary from run to run; rerun on an idle machine before judging them. JS bytes, CLS and the other three categories do not depend on load.`,
        ]
      : []),
  ].join('\n');

  const markdown = `# Lighthouse benchmark\n\n${summary}\n\n${table}\n\n${searchTable}\n\n${
    misses.length
      ? `Missed targets:\n\n${misses.map((miss) => `- ${miss}`).join('\n')}`
      : 'All targets met.'
  }\n`;
  fs.writeFileSync(path.join(resultsDir, 'results.md'), markdown);
  fs.writeFileSync(
    path.join(resultsDir, 'results.json'),
    `${JSON.stringify({environment, targets, pages: options.pages, templatePages, medians, runs: rawRuns, search: {settings: search, runs: searchRuns, median: searchFigures, checks: searchChecks}, rows: rows.map(({page, evaluation}) => ({page: page.id, ...evaluation}))}, null, 2)}\n`,
  );

  console.log(`\n${markdown}`);
  console.log(
    `Written: bench-results/results.md, bench-results/results.json, bench-results/lighthouse/<site>-<page>.json (median runs)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
