import {expect, test} from '@playwright/test';
import {branches} from '../../src/data/branches';
import {mapEmbedUrl, openStreetMapOrigin} from '../../src/lib/maps';
import {waitForHydration, watchForeignRequests} from './helpers';

test('a branch map contacts OpenStreetMap only after the visitor clicks, and then shows it in a frame', async ({
  page,
  baseURL,
}) => {
  const branch = branches[1];
  const map: string[] = [];
  // No internet here: OpenStreetMap's answer is stood in for, and every request to it recorded.
  await page.route(`${openStreetMapOrigin}/**`, (route) => {
    map.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Map</title><p>Map of the branch</p>',
    });
  });
  const foreign = watchForeignRequests(page, new URL(baseURL!).origin);
  await page.goto(branch.route);
  await waitForHydration(page);
  await page.getByRole('button', {name: /show the map/i}).scrollIntoViewIfNeeded();
  // Any request another host could receive has been made by the time the network is idle.
  // eslint-disable-next-line playwright/no-networkidle -- proving an absence
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(map).toEqual([]);
  await expect(page.locator('main iframe')).toHaveCount(0);

  await page.getByRole('button', {name: /show the map/i}).click();
  const frame = page.locator('main iframe');
  await expect(frame).toHaveAttribute('src', mapEmbedUrl(branch));
  await expect(page.frameLocator('main iframe').getByText('Map of the branch')).toBeVisible();
  expect(map).toEqual([mapEmbedUrl(branch)]);
  expect(foreign).toEqual([`${page.url()} → ${mapEmbedUrl(branch)}`]);
});
