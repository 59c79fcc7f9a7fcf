import {expect, test} from '@playwright/test';
import {branches} from '../../src/data/branches';
import {getTreatment} from '../../src/data/treatments';
import {problems} from '../../src/data/problems';

// Every page is static HTML first: with JavaScript off, its content is all
// there and visible, and its links are plain links that work.
test.use({javaScriptEnabled: false});

const pages = [
  {
    name: 'home',
    route: '/',
    sections: ['What we treat', 'Our three branches', 'Book an appointment'],
  },
  {
    name: 'a service',
    route: getTreatment('root-canal').route,
    sections: ['The steps', 'Cost of root canal treatment in Hyderabad', 'Book a consultation'],
  },
  {
    name: 'a problem',
    route: problems.find((p) => p.id === 'tooth-pain')!.route,
    sections: ['Symptoms', 'When to get help', 'Treatment options'],
  },
  {name: 'a post', route: '/blog/root-canal-myths', sections: ['Key points to take away']},
  {
    name: 'a branch',
    route: branches[2].route,
    sections: ['Address and contact', 'Opening hours', 'Map and directions'],
  },
  {
    name: 'the gallery',
    route: '/dental-gallery',
    sections: ['Before and after, by treatment', 'Inside the clinic'],
  },
  {name: 'contact', route: '/contact', sections: ['Our branches', 'Urgent help']},
];

for (const {name, route, sections} of pages) {
  test(`without JavaScript, ${name} (${route}) shows its content and its links work`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    expect(
      await page.evaluate(() => typeof (window as unknown as {docusaurus?: unknown}).docusaurus),
    ).toBe('undefined');

    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveCount(1);
    await expect(main.locator('h1')).toBeVisible();
    expect((await main.innerText()).replace(/\s+/g, ' ').length).toBeGreaterThan(1200);
    for (const section of sections) {
      await expect(main.getByRole('heading', {name: new RegExp(`^${section}`)})).toBeVisible();
    }

    // No text is kept hidden waiting for a script (an animation, a slider) to reveal it.
    // (Heading anchors, a zero-width space shown on hover, are not text.)
    const hiddenText = await main.evaluate((root) => {
      const opacity = (el: Element | null): number =>
        el ? Number(getComputedStyle(el).opacity) * opacity(el.parentElement) : 1;
      return Array.from(root.querySelectorAll('*'))
        .filter(
          (el) =>
            el.children.length === 0 &&
            /[^\s\u200b]/.test(el.textContent!) &&
            el.getClientRects().length > 0,
        )
        .filter((el) => getComputedStyle(el).visibility === 'hidden' || opacity(el) === 0)
        .map((el) => el.textContent!.trim().slice(0, 60));
    });
    expect(hiddenText).toEqual([]);

    // Every picture has its address in the HTML (none waits for a script to set its src).
    const sources = await main
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    for (const src of sources) expect(src, 'img src').toMatch(/^\/./);

    // Follow the first link of the content to another page of the site.
    const link = main
      .locator('a[href^="/"]:not([href^="//"]):not([href="/"])')
      .filter({visible: true})
      .first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => url.pathname === new URL(href, 'http://x').pathname);
    await expect(page.locator('main h1, h1').first()).toBeVisible();
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
  });
}
