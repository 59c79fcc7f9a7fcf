import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {writeSecurityHeaders} from '@site/plugins/security-headers';
import {scriptHashSource} from '@site/plugins/security-headers/securityHeaders';

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function makeSite(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
  made.push(dir);
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

async function writeHeaders(
  outDir: string,
  contactEndpoint: string | null,
  localeBaseUrl = '/',
): Promise<void> {
  const context = {
    baseUrl: localeBaseUrl,
    siteConfig: {baseUrl: localeBaseUrl, customFields: {contactEndpoint}},
    i18n: {defaultLocale: 'en', localeConfigs: {en: {baseUrl: '/'}}},
  } as unknown as LoadContext;
  await writeSecurityHeaders(context, outDir);
}

describe('the security headers', () => {
  it('hashes the inline scripts of every page, nested ones too, and writes _headers and the nginx file', async () => {
    const outDir = makeSite({
      'index.html':
        '<html><head><script>theme()</script><script src="/main.js"></script></head></html>',
      'blog/post/index.html':
        '<script>theme()</script><script>banner()</script><script type="application/ld+json">{}</script>',
      'assets/not-a-page.txt': '<script>ignored()</script>',
    });
    await writeHeaders(outDir, 'https://forms.example.com/contact');
    const headers = fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
    const policy = /Content-Security-Policy: (.*)/.exec(headers)![1];
    const hashes = [scriptHashSource('theme()'), scriptHashSource('banner()')].sort();
    expect(policy).toContain(`script-src 'self' ${hashes.join(' ')};`);
    expect(policy).not.toContain(scriptHashSource('ignored()'));
    expect(policy).toContain("connect-src 'self' https://forms.example.com;");
    expect(policy).toContain('frame-src https://www.openstreetmap.org;');
    expect(fs.readFileSync(path.join(outDir, 'nginx-security-headers.conf'), 'utf8')).toContain(
      `add_header Content-Security-Policy "${policy}" always;`,
    );
  });

  it('writes one file at the site’s root from the pages of every locale built so far', async () => {
    const siteDir = makeSite({
      'index.html': '<script>theme()</script>',
      'te/index.html': '<script>theme("te")</script>',
    });
    await writeHeaders(path.join(siteDir, 'te'), null, '/te/');
    const policy = /Content-Security-Policy: (.*)/.exec(
      fs.readFileSync(path.join(siteDir, '_headers'), 'utf8'),
    )![1];
    expect(policy).toContain(scriptHashSource('theme()'));
    expect(policy).toContain(scriptHashSource('theme("te")'));
    expect(fs.existsSync(path.join(siteDir, 'te', '_headers'))).toBe(false);
  });

  it('fails the build, naming page and attribute, on an inline handler or a javascript: link', async () => {
    const outDir = makeSite({
      'index.html': '<script>theme()</script>',
      'gallery/index.html': '<img src="/a.png" onload="this.classList.add(\'in\')" alt="">',
      'contact/index.html': '<a href="javascript:void(0)">Call</a>',
    });
    await expect(writeHeaders(outDir, null)).rejects.toThrow(
      /cannot allow by hash[\s\S]*contact\/index\.html: javascript: URL <a href="…">\ngallery\/index\.html: event-handler attribute <img onload="…">/,
    );
    expect(fs.existsSync(path.join(outDir, '_headers'))).toBe(false);
  });
});
