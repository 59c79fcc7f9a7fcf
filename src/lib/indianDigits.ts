/**
 * Whole numbers with Indian digit grouping: 4,000; 1,50,000; 1,25,00,000.
 *
 * Written out rather than with Intl.NumberFormat('en-IN'): the first Intl
 * formatter a page makes loads the locale's data, which took a throttled phone
 * about 40 ms in the middle of starting the page, for a rule this simple.
 * tests/unit/lib/indianDigits.test.ts checks it against Intl.
 */
export function groupIndian(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded);
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}
