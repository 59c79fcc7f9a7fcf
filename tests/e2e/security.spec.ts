import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {branches} from '../../src/data/branches';
import {mapEmbedUrl, openStreetMapOrigin} from '../../src/lib/maps';
import {
  findScripts,
  formatNginxConf,
  scriptHashSource,
  type HttpHeader,
} from '../../plugins/security-headers/securityHeaders';
import {
  headersOrigin,
  inParts,
  sitemapRoutes,
  waitForHydration,
  waitForPageSettled,
  watchPolicyReports,
} from './helpers';
import {buildDir, sitePort} from './ports';

// Every test here runs against scripts/serve-build.mjs, which sends the
// headers of build/_headers like Netlify or Cloudflare Pages would.
test.use({baseURL: headersOrigin});

const endpoint = process.env.CONTACT_FORM_ENDPOINT;

function builtHeaders(): HttpHeader[] {
  const lines = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8').trimEnd().split('\n');
  expect(lines[0]).toBe('/*');
  return lines.slice(1).map((line) => {
    const at = line.indexOf(':');
    return {name: line.slice(0, at).trim(), value: line.slice(at + 1).trim()};
  });
}

function policyOf(headers: HttpHeader[]): Map<string, string[]> {
  const value = headers.find((h) => h.name === 'Content-Security-Policy')?.value ?? '';
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

test('the build wrote the policy and the headers, for the host and for nginx', () => {
  const headers = builtHeaders();
  expect(headers.map((h) => h.name)).toEqual([
    'Content-Security-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'Permissions-Policy',
  ]);
  const policy = policyOf(headers);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('frame-src')).toEqual([openStreetMapOrigin]);
  const formSources = endpoint ? ["'self'", new URL(endpoint).origin] : ["'self'"];
  expect(policy.get('connect-src')).toEqual(formSources);
  expect(policy.get('form-action')).toEqual(formSources);

  // script-src is 'self' plus exactly the hashes of the inline scripts of the built pages.
  const hashes = new Set<string>();
  for (const entry of fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'})) {
    if (entry.endsWith('.html')) {
      for (const script of findScripts(fs.readFileSync(path.join(buildDir, entry), 'utf8')).inline)
        hashes.add(scriptHashSource(script));
    }
  }
  expect(hashes.size).toBeGreaterThan(0);
  expect(policy.get('script-src')).toEqual(["'self'", ...[...hashes].sort()]);

  expect(fs.readFileSync(path.join(buildDir, 'nginx-security-headers.conf'), 'utf8')).toBe(
    formatNginxConf(headers),
  );
});

test('pages, scripts, data and the not-found page are all sent with the headers', async ({
  request,
}) => {
  const headers = builtHeaders();
  const script = fs
    .readdirSync(path.join(buildDir, 'assets', 'js'))
    .find((f) => f.startsWith('main.'));
  for (const [url, status] of [
    ['/', 200],
    ['/contact', 200],
    [`/assets/js/${script}`, 200],
    ['/sitemap.xml', 200],
    ['/no-such-page', 404],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    for (const {name, value} of headers) {
      expect(response.headers()[name.toLowerCase()], `${name} of ${url}`).toBe(value);
    }
  }
});

const routes = sitemapRoutes();
for (const [index, part] of inParts(routes, 4).entries()) {
  test(`routes of the sitemap, part ${index + 1}: no Content-Security-Policy violation while loading, hydrating and starting widgets`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const reports = await watchPolicyReports(page);
    for (const route of part) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      expect(response?.headers()['content-security-policy'], route).toContain(
        "script-src 'self' 'sha256-",
      );
      await waitForPageSettled(page);
    }
    expect(reports).toEqual([]);
  });
}

test('the contact form sends to the endpoint under the policy (connect-src)', async ({page}) => {
  test.skip(!endpoint, 'CONTACT_FORM_ENDPOINT is not set for this build');
  const reports = await watchPolicyReports(page);
  const sent: unknown[] = [];
  await page.route(endpoint!, async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
  });
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByLabel('Your name', {exact: true}).fill('Asha Rao');
  await page.getByLabel('Mobile number', {exact: true}).fill('98765 43210');
  await page.getByLabel('Branch', {exact: true}).selectOption('kondapur');
  await page.getByLabel(/may use these details/).check();
  await page.getByRole('button', {name: 'Send request'}).click();
  await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(reports).toEqual([]);
});

test('the branch map loads from OpenStreetMap in its frame under the policy (frame-src)', async ({
  page,
}) => {
  const branch = branches[0];
  const reports = await watchPolicyReports(page);
  // No internet here: OpenStreetMap's answer is stood in for; the policy is checked all the same.
  await page.route(`${openStreetMapOrigin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Map</title><p>Map of the branch</p>',
    }),
  );
  await page.goto(branch.route);
  await waitForHydration(page);
  await page.getByRole('button', {name: /show the map/i}).click();
  await expect(page.locator('main iframe')).toHaveAttribute('src', mapEmbedUrl(branch));
  await expect(page.frameLocator('main iframe').getByText('Map of the branch')).toBeVisible();
  expect(reports).toEqual([]);
});

test('the navbar search (a worker and the index fetch) works under the policy', async ({page}) => {
  const reports = await watchPolicyReports(page);
  await page.goto('/');
  await waitForHydration(page);
  const search = page.locator('.navbar__search-input').first();
  await search.click();
  await search.pressSequentially('implant', {delay: 30});
  await expect(page.getByRole('option', {name: /implant/i}).first()).toBeVisible({timeout: 15_000});
  expect(reports).toEqual([]);
});

test('the policy blocks injected inline script, handlers, foreign fetches and framing, and the watcher sees it', async ({
  page,
}) => {
  const reports = await watchPolicyReports(page);
  await page.goto('/');
  await waitForHydration(page);
  const outcome = await page.evaluate(async () => {
    const flags = window as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.injectedHandlerRan = true');
    document.body.append(button);
    button.click();
    button.remove();
    const fetched = await fetch('https://elsewhere.example/collect').then(
      () => 'sent',
      () => 'blocked',
    );
    return {
      script: flags.injectedScriptRan ?? false,
      handler: flags.injectedHandlerRan ?? false,
      fetched,
    };
  });
  expect(outcome).toEqual({script: false, handler: false, fetched: 'blocked'});
  // Each is seen twice: as a securitypolicyviolation event and as a console message.
  for (const seen of [
    /script-src-elem blocked inline/,
    /script-src-attr blocked inline/,
    /connect-src blocked https:\/\/elsewhere\.example/,
  ]) {
    await expect.poll(() => reports.join('\n')).toMatch(seen);
  }
  expect(reports.filter((r) => r.includes('console error')).length).toBeGreaterThanOrEqual(3);

  // frame-ancestors 'none': another origin (the plain test server) cannot frame a page.
  const framer = await page.context().newPage();
  const framerConsole: string[] = [];
  framer.on('console', (msg) => framerConsole.push(msg.text()));
  await framer.goto(`http://127.0.0.1:${sitePort}/`);
  await framer.evaluate(async (src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    document.body.append(frame);
    await loaded;
  }, `${headersOrigin}/`);
  const frame = framer.frames().find((f) => f !== framer.mainFrame());
  expect(frame).toBeDefined();
  expect(await frame!.locator('h1').allTextContents()).not.toContainEqual(
    expect.stringMatching(/dental care/i),
  );
  expect(framerConsole.join('\n')).toContain(
    `Framing '${headersOrigin}/' violates the following Content Security Policy directive: "frame-ancestors 'none'"`,
  );
  // The same frame of a server without the headers shows the page: the check above can fail.
  await framer.evaluate(() => {
    document.querySelector('iframe')!.src = '/';
  });
  await expect(framer.frameLocator('iframe').locator('h1')).toContainText(/dental care/i);
});
