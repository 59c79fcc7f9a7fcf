/**
 * Layout checks that see what a person sees, at the seven widths of a phone,
 * a tablet and a laptop. The route test (routes.spec.ts) runs them on every
 * sitemap route after its light-mode axe check, so each route loads once.
 *
 * At each width:
 *  (a) the page never scrolls sideways (WCAG 1.4.10 reflow);
 *  (b) no two visible interactive elements overlap, and the navbar's items
 *      overlap neither the brand (its wordmark included) nor each other;
 *  (c) no fixed, sticky or other element covers a focusable element once it is
 *      scrolled to the middle of the screen (elementFromPoint at its centre);
 *  (d) primary actions are at least 44 px high;
 *  (e) no phone number of a call link breaks across lines.
 * Each failure names the route, the width and the elements (tag, text, class
 * and box in page coordinates), so it can be found and fixed.
 */
import type {Page} from '@playwright/test';
import {expect} from '@playwright/test';

/** The widths checked: small and common phones, a tablet upright, a tablet on its side or small laptop, laptops. */
export const layoutWidths = [320, 360, 412, 768, 1024, 1280, 1440] as const;

/** A typical screen height for each width (phones are tall, laptops wide). */
export function viewportFor(width: number): {width: number; height: number} {
  if (width < 600) return {width, height: width < 400 ? 700 : 915};
  if (width < 1000) return {width, height: 1024};
  return {width, height: width < 1200 ? 768 : 800};
}

interface InspectOptions {
  /** At most this many focusable elements are checked for being covered (c), besides main's buttons. */
  sampleSize: number;
  /** Checks to run; all by default. */
  checks?: Array<'reflow' | 'overlap' | 'covered' | 'targets' | 'phones'>;
  /** Only elements inside this selector take part in the overlap check (b). */
  overlapWithin?: string;
}

/**
 * Runs in the page: returns one line per fault. Self-contained (Playwright
 * sends its source to the browser), so its helpers live inside it.
 */
function inspectLayout({sampleSize, checks, overlapWithin}: InspectOptions): string[] {
  const run = (check: string) => !checks || checks.includes(check as never);
  const failures: string[] = [];
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  type Box = {left: number; top: number; right: number; bottom: number};
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styles.set(el, s);
    }
    return s;
  };

  const describeElement = (el: Element, box?: Box): string => {
    const r = box ?? el.getBoundingClientRect();
    const raw =
      (el instanceof HTMLInputElement && (el.placeholder || el.value)) ||
      (el.textContent ?? '').replace(/\s+/g, ' ').trim() ||
      el.getAttribute('aria-label') ||
      el.querySelector('img[alt]')?.getAttribute('alt') ||
      '';
    const text = raw.length > 40 ? `${raw.slice(0, 39)}…` : raw;
    const className = typeof el.className === 'string' ? el.className.trim() : '';
    const classes = className ? `.${className.split(/\s+/).slice(0, 3).join('.')}` : '';
    const w = Math.round(r.right - r.left);
    const h = Math.round(r.bottom - r.top);
    return `<${el.tagName.toLowerCase()}${classes}> "${text}" at x ${Math.round(r.left + window.scrollX)}, y ${Math.round(r.top + window.scrollY)}, ${w}×${h}`;
  };

  /** Not drawn: hidden, transparent, or inside a closed <details> (its summary excepted). */
  const isHidden = (el: Element): boolean => {
    if (style(el).visibility !== 'visible') return true;
    let child: Element = el;
    for (let n: Element | null = el; n; child = n, n = n.parentElement) {
      const s = style(n);
      if (s.display === 'none' || s.opacity === '0') return true;
      if (n !== el && n instanceof HTMLDetailsElement && !n.open && child.tagName !== 'SUMMARY') {
        return true;
      }
    }
    return false;
  };

  /** The nearest fixed or sticky ancestor (or the element itself), if any. */
  const pinnedRoot = (el: Element): Element | null => {
    for (let n: Element | null = el; n; n = n.parentElement) {
      const p = style(n).position;
      if (p === 'fixed' || p === 'sticky') return n;
    }
    return null;
  };
  const fixedRoot = (el: Element): Element | null => {
    for (let n: Element | null = el; n; n = n.parentElement) {
      if (style(n).position === 'fixed') return n;
    }
    return null;
  };

  /** The part of a box of an element that is drawn: clipped by every ancestor that clips overflow; null when nothing is. */
  const clipBox = (el: Element, r: DOMRect): Box | null => {
    if (r.width < 1 || r.height < 1) return null;
    const box = {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
    for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
      const s = style(n);
      const clipX = s.overflowX !== 'visible';
      const clipY = s.overflowY !== 'visible';
      if (clipX || clipY) {
        const c = n.getBoundingClientRect();
        if (clipX) {
          box.left = Math.max(box.left, c.left);
          box.right = Math.min(box.right, c.right);
        }
        if (clipY) {
          box.top = Math.max(box.top, c.top);
          box.bottom = Math.min(box.bottom, c.bottom);
        }
        if (box.right - box.left < 1 || box.bottom - box.top < 1) return null;
      }
      if (s.position === 'fixed') break;
    }
    return box;
  };
  const visibleBox = (el: Element): Box | null => clipBox(el, el.getBoundingClientRect());

  /**
   * The drawn boxes of an element: one per line for a link that wraps inside
   * running text (its bounding box would take in the words around it), else one.
   */
  const boxesOf = (el: Element): Box[] => {
    if (style(el).display === 'inline') {
      const lines = Array.from(el.getClientRects()).filter((r) => r.width >= 1 && r.height >= 1);
      if (lines.length > 1) {
        return lines.map((r) => clipBox(el, r)).filter((b): b is Box => b !== null);
      }
    }
    const box = visibleBox(el);
    return box ? [box] : [];
  };
  const area = (b: Box) => (b.right - b.left) * (b.bottom - b.top);

  const union = (a: Box, b: Box): Box => ({
    left: Math.min(a.left, b.left),
    top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
  });

  // (a) Reflow: the page never scrolls sideways.
  if (run('reflow')) {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > vw) {
      const clipsX = (el: Element) => style(el).overflowX !== 'visible';
      const offenders: string[] = [];
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.right <= vw + 0.5 || r.width === 0 || r.height === 0) continue;
        const parent = el.parentElement;
        // Report the outermost element that sticks out, not each of its children.
        if (parent && parent !== document.body && parent.getBoundingClientRect().right > vw + 0.5)
          continue;
        let clipped = false;
        for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
          if (clipsX(n) || style(n).position === 'fixed') {
            clipped = true;
            break;
          }
        }
        if (clipped || style(el).position === 'fixed') continue;
        offenders.push(`${describeElement(el)} (right edge ${Math.round(r.right)})`);
        if (offenders.length >= 5) break;
      }
      failures.push(
        `page scrolls sideways: document ${scrollWidth} px wide in a ${vw} px window; sticking out: ${offenders.join('; ') || 'unknown'}`,
      );
    }
  }

  const interactive =
    'a, button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  const navbar = document.querySelector('.navbar');

  // (b) No two visible interactive elements overlap.
  if (run('overlap')) {
    const scope = overlapWithin ? document.querySelectorAll(overlapWithin) : [document.body];
    type Item = {el: Element; boxes: Box[]; group: Element | null};
    const items: Item[] = [];
    for (const root of Array.from(scope)) {
      for (const el of Array.from(root.querySelectorAll(interactive))) {
        if (isHidden(el)) continue;
        let boxes = boxesOf(el);
        if (boxes.length === 0) continue;
        // The brand link may shrink while its wordmark overflows it: count the wordmark too.
        if (el.classList.contains('navbar__brand')) {
          for (const img of Array.from(el.querySelectorAll('img, svg'))) {
            const imgBox = isHidden(img) ? null : visibleBox(img);
            if (imgBox) boxes = [union(boxes[0], imgBox)];
          }
        }
        items.push({el, boxes, group: fixedRoot(el)});
      }
    }
    const pairs: string[] = [];
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i];
        const b = items[j];
        if (a.group !== b.group || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        let found = false;
        for (const boxA of a.boxes) {
          for (const boxB of b.boxes) {
            const w = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
            const h = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
            if (!found && w > 1 && h > 1) {
              found = true;
              const where =
                navbar && navbar.contains(a.el) && navbar.contains(b.el) ? 'navbar: ' : '';
              pairs.push(
                `${where}${describeElement(a.el, boxA)} overlaps ${describeElement(b.el, boxB)} by ${Math.round(w)}×${Math.round(h)}`,
              );
            }
          }
        }
      }
    }
    for (const pair of pairs.slice(0, 8)) failures.push(`overlap: ${pair}`);
    if (pairs.length > 8) failures.push(`overlap: and ${pairs.length - 8} more pairs`);
  }

  // (d) Primary actions are at least 44 px high, and no button is underlined like a link in text.
  if (run('targets')) {
    for (const el of Array.from(
      document.querySelectorAll('.button--primary, .button--lg, .navbar-book-button'),
    )) {
      if (isHidden(el) || !visibleBox(el)) continue;
      const h = el.getBoundingClientRect().height;
      if (h < 43.5)
        failures.push(
          `primary action ${Math.round(h)} px high (at least 44): ${describeElement(el)}`,
        );
    }
    for (const el of Array.from(document.querySelectorAll('a.button'))) {
      if (isHidden(el) || !visibleBox(el)) continue;
      if (style(el).textDecorationLine.includes('underline'))
        failures.push(`button underlined like a link: ${describeElement(el)}`);
    }
  }

  // (e) A phone number is read as one: it never breaks across lines.
  if (run('phones')) {
    for (const number of Array.from(
      document.querySelectorAll(
        "a[href^='tel:'][dir='ltr'], a[href^='tel:'] [dir='ltr'], a[href^='https://wa.me/'] [dir='ltr']",
      ),
    )) {
      if (isHidden(number) || !visibleBox(number)) continue;
      const lines = new Set(Array.from(number.getClientRects(), (r) => Math.round(r.top)));
      if (lines.size > 1)
        failures.push(`phone number broken across lines: ${describeElement(number)}`);
    }
  }

  // (c) Nothing covers a focusable element scrolled to the middle of the screen.
  if (run('covered')) {
    const focusable =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    const must: Element[] = [];
    const rest: Element[] = [];
    for (const el of Array.from(document.querySelectorAll(focusable))) {
      if (pinnedRoot(el) || isHidden(el) || !visibleBox(el)) continue;
      const isAction =
        el.closest('main') !== null &&
        (el.tagName === 'BUTTON' || (el.tagName === 'A' && el.classList.contains('button')));
      (isAction ? must : rest).push(el);
    }
    const room = Math.max(0, sampleSize - must.length);
    const picked =
      rest.length <= room
        ? rest
        : Array.from(
            {length: room},
            (_, i) => rest[Math.round((i * (rest.length - 1)) / Math.max(1, room - 1))],
          );
    const sample = [...must, ...new Set(picked)];
    const covered: string[] = [];
    for (const el of sample) {
      const r0 = el.getBoundingClientRect();
      const wanted = r0.top + window.scrollY + r0.height / 2 - vh / 2;
      window.scrollTo({top: wanted, left: 0, behavior: 'instant'});
      // The largest drawn part (the longest line of a link that wraps).
      const box = boxesOf(el).sort((p, q) => area(q) - area(p))[0];
      if (!box) continue;
      const x = (box.left + box.right) / 2;
      const y = (box.top + box.bottom) / 2;
      if (x < 0 || y < 0 || x >= vw || y >= vh) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit) || hit.contains(el)) continue;
      // A label drawn over its own (visually hidden) control.
      const label = hit.closest('label');
      if (label && (label.control === el || label.contains(el))) continue;
      // The navbar may cover what cannot scroll below it at the top of the page.
      if (navbar && navbar.contains(hit) && window.scrollY + 1 < wanted) continue;
      const pinned = pinnedRoot(hit);
      // Something in the page's flow that is not drawn yet: a scroll-reveal section
      // (AOS) waiting for the scroll events this synchronous loop does not fire.
      if (!pinned && (isHidden(hit) || hit.closest('.aos-init:not(.aos-animate)'))) continue;
      const kind = pinned ? `${style(pinned).position} ` : '';
      covered.push(
        `covered: ${describeElement(el)} is under ${kind}${describeElement(pinned ?? hit)} (hit ${describeElement(hit)}) when scrolled to the middle`,
      );
    }
    window.scrollTo({top: 0, left: 0, behavior: 'instant'});
    failures.push(...covered.slice(0, 8));
    if (covered.length > 8) failures.push(`covered: and ${covered.length - 8} more`);
  }

  return failures;
}

/** Resizes the page and waits until its layout has settled (resize handlers, carousels, the navbar's transition). */
export async function resizeAndSettle(
  page: Page,
  size: {width: number; height: number},
): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(async () => {
    window.scrollTo({top: 0, left: 0, behavior: 'instant'});
    // A frame, or 100 ms where frames are throttled (a busy or hidden page), so this never hangs.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    await frame();
    await frame();
    // Carousel scripts debounce their resize handling by about 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 80));
    // The navbar shows again (it hides on scrolling down) with a short transition.
    const navbar = document.querySelector('.navbar');
    const deadline = performance.now() + 1000;
    while (
      performance.now() < deadline &&
      navbar
        ?.getAnimations({subtree: true})
        .some(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        )
    ) {
      await frame();
    }
  });
}

/** The layout faults of the page at one width, one line each. */
export async function layoutFaults(
  page: Page,
  width: number,
  options: Partial<InspectOptions> = {},
): Promise<string[]> {
  await resizeAndSettle(page, viewportFor(width));
  return page.evaluate(inspectLayout, {sampleSize: 40, ...options});
}

/**
 * Checks the page at each of the seven widths and reports every fault at
 * once (a soft assertion, so the rest of the test still runs), then puts the
 * viewport back as it was.
 */
export async function expectGoodLayout(
  page: Page,
  label: string,
  widths: readonly number[] = layoutWidths,
): Promise<void> {
  const original = page.viewportSize();
  const report: string[] = [];
  for (const width of widths) {
    for (const fault of await layoutFaults(page, width))
      report.push(`${label} at ${width} px: ${fault}`);
  }
  if (original) await resizeAndSettle(page, original);
  expect.soft(report.join('\n'), `${label}: layout faults`).toBe('');
}
