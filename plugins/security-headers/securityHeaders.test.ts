import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {openStreetMapOrigin} from '@site/src/lib/maps';
import {
  contentSecurityPolicy,
  findScripts,
  formatHeadersFile,
  formatNginxConf,
  scriptHashSource,
  securityHeaders,
  serializePolicy,
  type PolicyInput,
} from '@site/plugins/security-headers/securityHeaders';

const input: PolicyInput = {
  scriptHashes: ["'sha256-bbb='", "'sha256-aaa='", "'sha256-bbb='"],
  formEndpoint: 'https://forms.example.com/v1/contact?key=1',
  frameOrigins: [openStreetMapOrigin],
};

function directive(policy: string, name: string): string | undefined {
  return policy.split('; ').find((part) => part.startsWith(`${name} `));
}

describe('findScripts', () => {
  it('returns the text of inline scripts that run and skips external scripts and data blocks', () => {
    const html = [
      '<!doctype html><html><head>',
      '<script>document.documentElement.dataset.a="1"</script>',
      '<SCRIPT type="text/javascript">var b = "</div>";</SCRIPT>',
      '<script type=module>import "/x.js"</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script src="/assets/js/main.js" defer></script>',
      '<script src=/a.js>ignored()</script>',
      '<script data-rh=true type=application/ld+json>{"@type":"Dentist","onload":"x"}</script>',
      '<script type="application/json">{"a":1}</script>',
      '</head><body><!-- <script>inComment()</script> --></body></html>',
    ].join('');
    expect(findScripts(html)).toEqual({
      inline: [
        'document.documentElement.dataset.a="1"',
        'var b = "</div>";',
        'import "/x.js"',
        '{"imports":{}}',
      ],
      unhashable: [],
    });
  });

  it('flags inline event handlers and javascript: URLs, however they are written', () => {
    const html = [
      '<img src="/a.png" onload="track()" alt="">',
      '<body ONCLICK=go()>',
      "<svg><animate onbegin='x()'/></svg>",
      '<a href="javascript:void(0)">a</a>',
      '<a href=" JavaScript:alert(1)">b</a>',
      '<a href="java&#x09;script&colon;alert(1)">c</a>',
      '<form action="&#106;avascript:send()"></form>',
      '<iframe src="java\nscript:x()"></iframe>',
    ].join('\n');
    expect(findScripts(html).unhashable).toEqual([
      {kind: 'event-handler attribute', where: '<img onload="…">'},
      {kind: 'event-handler attribute', where: '<body onclick="…">'},
      {kind: 'event-handler attribute', where: '<animate onbegin="…">'},
      {kind: 'javascript: URL', where: '<a href="…">'},
      {kind: 'javascript: URL', where: '<a href="…">'},
      {kind: 'javascript: URL', where: '<a href="…">'},
      {kind: 'javascript: URL', where: '<form action="…">'},
      {kind: 'javascript: URL', where: '<iframe src="…">'},
    ]);
  });

  it('does not flag text, data, other attributes or script and style contents that merely look like handlers', () => {
    const html = [
      '<p>Set onload="x" or use javascript:void(0) in text.</p>',
      '<a href="/blog/javascript-is-not-needed" title="javascript: not here" data-onload="x">ok</a>',
      '<div content="onclick=1">x</div>',
      '<script>el.innerHTML = \'<img onerror="x()">\'</script>',
      '<style>a[onclick]{color:red}</style>',
      '<textarea><b onclick="x()"></b></textarea>',
      '<a href=/plain>unquoted</a><input disabled>',
    ].join('\n');
    const found = findScripts(html);
    expect(found.unhashable).toEqual([]);
    expect(found.inline).toEqual(['el.innerHTML = \'<img onerror="x()">\'']);
  });
  it('reads the type of a script as the browser does: trimmed, in any case, empty or absent', () => {
    const html = [
      '<script TYPE=" Module ">m()</script>',
      '<script type="">e()</script>',
      '<script type>f()</script>',
      '<script type="Text/JavaScript">j()</script>',
      '<script type="speculationrules">{"prerender":[]}</script>',
      '<script type="text/babel">notRun()</script>',
      '<script type="application/ld+json" src="/data.json"></script>',
    ].join('');
    expect(findScripts(html).inline).toEqual(['m()', 'e()', 'f()', 'j()', '{"prerender":[]}']);
  });

  it('hashes the script text exactly as written: entities, markup and line ends untouched, until a real end tag', () => {
    const html = [
      '<script>a &amp;&amp; b\r\n</script >',
      '<script>s = "</scripts>"; t = "<!-- x -->"</SCRIPT>',
      '<script>unterminated()',
    ].join('');
    expect(findScripts(html).inline).toEqual([
      'a &amp;&amp; b\r\n',
      's = "</scripts>"; t = "<!-- x -->"',
      'unterminated()',
    ]);
  });

  it('decodes named and numeric character references in URLs before reading the scheme', () => {
    const html = [
      '<a href="&Tab;javascript:x()">a</a>',
      '<a href="jav&NewLine;ascript:x()">b</a>',
      '<a href="&#x6A;avascript&#58;x()">c</a>',
      '<a xlink:href="javascript:x()">d</a>',
      '<video poster="JAVASCRIPT:x()"></video>',
      '<a data-href="javascript:x()" title="javascript:x()">not a URL attribute</a>',
    ].join('\n');
    expect(findScripts(html).unhashable).toEqual([
      {kind: 'javascript: URL', where: '<a href="…">'},
      {kind: 'javascript: URL', where: '<a href="…">'},
      {kind: 'javascript: URL', where: '<a href="…">'},
      {kind: 'javascript: URL', where: '<a xlink:href="…">'},
      {kind: 'javascript: URL', where: '<video poster="…">'},
    ]);
  });

  it('flags a handler without a value, and ignores markup inside raw-text elements, comments and end tags', () => {
    const html = [
      '<input onfocus autofocus>',
      '<title><img onerror="x()"></title>',
      '<iframe><img onerror="x()"></iframe>',
      '<xmp><b onclick="x()"></b></xmp>',
      '<!-- <img onerror="x()"> -->',
      '</p onclick="x()">',
      '<div data-x="<img onerror=x()>"></div>',
    ].join('');
    expect(findScripts(html).unhashable).toEqual([
      {kind: 'event-handler attribute', where: '<input onfocus="…">'},
    ]);
  });
});

describe('scriptHashSource', () => {
  it('is the CSP sha256 source of the UTF-8 text, with line ends as the HTML parser leaves them', () => {
    const text = 'console.log("नमस्ते")\n';
    const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(scriptHashSource(text)).toBe(`'sha256-${expected}'`);
    expect(scriptHashSource('a()\r\nb()\rc()')).toBe(scriptHashSource('a()\nb()\nc()'));
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the listed hashes only, each hash once, sorted', () => {
    const policy = serializePolicy(contentSecurityPolicy(input));
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-aaa=' 'sha256-bbb='");
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  });

  it('has the fixed directives and lets forms and fetch reach the endpoint origin, framing only the map', () => {
    const policy = serializePolicy(contentSecurityPolicy(input));
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://forms.example.com");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://forms.example.com");
    expect(directive(policy, 'frame-src')).toBe('frame-src https://www.openstreetmap.org');
  });

  it('keeps connect-src and form-action to the site without an endpoint, and frames nothing without frame origins', () => {
    const policy = serializePolicy(
      contentSecurityPolicy({scriptHashes: [], formEndpoint: null, frameOrigins: []}),
    );
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
  });
});

describe('securityHeaders', () => {
  const headers = securityHeaders(input);
  const byName = new Map(headers.map((h) => [h.name, h.value]));

  it('sends the policy, HSTS for two years, nosniff, the referrer policy and a deny-by-default permissions policy', () => {
    expect([...byName.keys()]).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(byName.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(byName.get('X-Content-Type-Options')).toBe('nosniff');
    expect(byName.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const permissions = byName.get('Permissions-Policy')!.split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    const allowed = permissions.filter((entry) => !entry.endsWith('=()'));
    expect(allowed).toEqual(['clipboard-write=(self)', 'fullscreen=(self)']);
  });

  it('formats a _headers file for every path', () => {
    const text = formatHeadersFile(headers);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1)).toEqual(headers.map(({name, value}) => `  ${name}: ${value}`));
  });

  it('formats nginx add_header lines that are sent with error pages too', () => {
    const lines = formatNginxConf(headers).trimEnd().split('\n');
    expect(lines).toHaveLength(headers.length);
    expect(lines[1]).toBe(
      'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
    );
    expect(formatNginxConf([{name: 'X-Test', value: 'a "quoted" \\ value'}])).toBe(
      'add_header X-Test "a \\"quoted\\" \\\\ value" always;\n',
    );
    expect(() => formatNginxConf([{name: 'X-Test', value: 'costs $5'}])).toThrow('contains "$"');
  });
});

describe('README', () => {
  it('shows the nginx headers exactly as the build writes them (for the example endpoint, with one hash shown as …)', () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
    const block =
      /<!-- nginx-security-headers:start -->\n```nginx\n([\s\S]*?)```\n<!-- nginx-security-headers:end -->/.exec(
        readme,
      );
    expect(block).not.toBeNull();
    const example = securityHeaders({
      scriptHashes: ["'sha256-…'"],
      formEndpoint: 'https://forms.example.com/contact',
      frameOrigins: [openStreetMapOrigin],
    });
    expect(block![1]).toBe(formatNginxConf(example));
  });
});
