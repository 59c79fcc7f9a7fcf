import {within} from '@testing-library/react';
import {clinic} from '@site/src/data/clinic';
import {alwaysHospitalSigns} from '@site/src/data/triage';

/**
 * `box` shows the one-line hospital signs: every `always` sign of triage.ts in
 * its short form and 108/112 as phone links; before `call` when given, so the
 * hospital comes first in reading order.
 */
export function expectHospitalSigns(box: HTMLElement, call?: HTMLElement): void {
  const line = box.querySelector<HTMLElement>('[data-hospital-signs]');
  expect(line).not.toBeNull();
  const text = line!.textContent!.toLowerCase();
  for (const sign of alwaysHospitalSigns) expect(text).toContain(sign.glance!.toLowerCase());
  expect(text).toMatch(/go to a hospital now\.$/);
  expect(
    within(line!)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(clinic.publicEmergencyNumbers.map((n) => `tel:${n.number}`));
  if (call) {
    expect(line!.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}
