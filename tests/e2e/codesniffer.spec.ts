import {expect, test} from '@playwright/test';
import {doctorRoute, doctors} from '../../src/data/doctors';
import {expectNoCodeSnifferErrors} from './codesniffer';
import {sitemapRoutes, waitForPageSettled} from './helpers';

// HTML_CodeSniffer beside axe (routes.spec.ts): it checks some things axe does not, such as
// autocomplete on an input without a type and forms without a submit button. One page of
// each template.
const blogPost = sitemapRoutes().find((route) =>
  /^\/blog\/(?!tags$|archive$|authors$|page$)[^/]+$/.test(route),
);

const pages: [template: string, route: string][] = [
  ['home', '/'],
  ['treatment', '/services/dental-implants-hyderabad'],
  ['dental problem', '/dental-problem/tooth-pain'],
  ['doctor profile', doctorRoute(doctors[0])],
  ['doctors index', '/doctors/Doctor'],
  ['branch', '/dental-clinic-kondapur'],
  ['pricing', '/pricing/financing'],
  ['blog post', blogPost ?? '/blog/(no post in the sitemap)'],
  ['blog index', '/blog'],
  ['contact', '/contact'],
  ['smile assessment', '/smile-assessment'],
  ['gallery', '/dental-gallery'],
  ['login', '/login'],
  ['not found', '/no-such-page'],
  ['privacy policy', '/privacy-policy'],
  ['contact, right to left', '/ur/contact'],
];

for (const [template, route] of pages) {
  test(`${template} page ${route} has no HTML_CodeSniffer WCAG 2 AA error`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(template === 'not found' ? 404 : 200);
    await waitForPageSettled(page);
    await expectNoCodeSnifferErrors(page, route);
  });
}

test('the contact form with every field shown and its errors flagged has no HTML_CodeSniffer WCAG 2 AA error', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForPageSettled(page);
  // For someone else, a child: the patient's and the guardian's fields appear too.
  await page.getByLabel(/Someone else/).check();
  await page.getByLabel('Patient’s age in years').fill('7');
  await page.getByLabel('No, someone else is').check();
  await expect(page.getByLabel('Parent’s or guardian’s name')).toBeVisible();
  // "Send request" with an endpoint, "Send by WhatsApp" without: either flags the errors.
  await page
    .getByRole('button', {name: 'Send request'})
    .or(page.getByRole('link', {name: /^Send by WhatsApp/}))
    .click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expectNoCodeSnifferErrors(page, '/contact with every field and its errors');
});
