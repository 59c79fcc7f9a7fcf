import {cleanup, fireEvent, render, screen, within} from '@testing-library/react';
import PhoneActionBar from '@site/src/components/ui/PhoneActionBar';
import {useShowPageSubject} from '@site/src/hooks/useBranchChoice';
import type {PageSubject} from '@site/src/lib/pageSubject';
import {allClosedAt} from '@site/src/lib/afterHours';
import {branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {expectHospitalSigns} from '../helpers/hospitalSigns';

let mockPathname = '/';
jest.mock('@docusaurus/router', () => ({
  useLocation: () => ({pathname: mockPathname, search: '', hash: ''}),
}));

// Monday 11:00 and 23:00 in Hyderabad: every branch is open at 11, none at 23.
const mondayMorning = new Date('2026-06-15T05:30:00Z');
const mondayNight = new Date('2026-06-15T17:30:00Z');

/** A page that says what it is about, as the branch and treatment pages do. */
function PageAbout(subject: PageSubject) {
  useShowPageSubject(subject);
  return null;
}

function renderAt(pathname: string, now: Date, subject: PageSubject = {}) {
  mockPathname = pathname;
  jest.useFakeTimers({now});
  render(
    <>
      <PageAbout {...subject} />
      <PhoneActionBar />
    </>,
  );
  return screen.getByRole('complementary', {name: 'Call, WhatsApp or book'});
}

const actionNames = (bar: HTMLElement) =>
  Array.from(bar.querySelectorAll(':scope > ul > li')).map(
    (li) => li.querySelector('summary, a')!.textContent,
  );

afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

describe('PhoneActionBar', () => {
  it('offers Call, WhatsApp and Book on an ordinary page while the branches are open', () => {
    const bar = renderAt('/', mondayMorning);
    expect(actionNames(bar)).toEqual(['Call a branch', 'WhatsApp a branch', 'Book an appointment']);
    expect(within(bar).getByRole('link', {name: 'Book an appointment'})).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('without a known branch, Call and WhatsApp open a chooser of every branch, Call’s with the emergency line', () => {
    const bar = renderAt('/', mondayMorning);
    const [call, whatsapp] = Array.from(bar.querySelectorAll('details'));
    expect(
      within(call).getByRole('link', {name: 'Call Kondapur on +91 40 4000 0303'}),
    ).toHaveAttribute('href', 'tel:+914040000303');
    expect(within(call).getAllByRole('link')).toHaveLength(
      branches.length + 1 + clinic.publicEmergencyNumbers.length,
    );
    const emergencyCall = within(call).getByRole('link', {
      name: 'Call the emergency line on +91 98765 43200',
    });
    expect(emergencyCall).toHaveAttribute('href', 'tel:+919876543200');
    expectHospitalSigns(call, emergencyCall);
    expect(
      within(call).getByText(`answered ${clinic.emergencyLineAnswered.when}`),
    ).toBeInTheDocument();
    const kondapur = within(whatsapp).getByRole('link', {
      name: 'WhatsApp the Kondapur branch (opens in a new tab)',
    });
    expect(decodeURIComponent(kondapur.getAttribute('href')!)).toBe(
      'https://wa.me/919876543212?text=Hello, I have a question for the Kondapur branch.',
    );
  });

  it('leads with the emergency line on the emergency page and on problem pages, which opens the hospital signs before its call button', () => {
    for (const path of [
      '/services/emergency-dental-care-hyderabad',
      '/dental-problem/tooth-pain/',
    ]) {
      const bar = renderAt(path, mondayMorning);
      expect(actionNames(bar)).toEqual([
        'Emergency line, answered every day, 24 hours: +91 98765 43200',
        'Call a branch',
        'WhatsApp a branch',
        'Book an appointment',
      ]);
      const emergency = bar.querySelector('details')!;
      const call = within(emergency).getByRole('link', {
        name: 'Call the emergency line on +91 98765 43200',
      });
      expect(call).toHaveAttribute('href', 'tel:+919876543200');
      expectHospitalSigns(emergency, call);
      cleanup();
    }
  });

  it('after hours, Call rings the emergency line on an ordinary page', () => {
    const bar = renderAt('/pricing', mondayNight);
    expect(actionNames(bar)).toEqual([
      'Emergency line, answered every day, 24 hours: +91 98765 43200',
      'WhatsApp a branch',
      'Book an appointment',
    ]);
  });

  it('goes straight to the chosen branch, and on a branch page to that page’s branch', () => {
    window.localStorage.setItem('clinic.branch', 'kondapur');
    let bar = renderAt('/', mondayMorning);
    expect(
      within(bar).getByRole('link', {name: 'Call the Kondapur branch, +91 40 4000 0303'}),
    ).toHaveAttribute('href', 'tel:+914040000303');
    expect(
      within(bar).getByRole('link', {name: 'WhatsApp the Kondapur branch (opens in a new tab)'}),
    ).toHaveAttribute('target', '_blank');
    expect(bar.querySelector('details')).toBeNull();
    cleanup();

    bar = renderAt('/dental-clinic-jubilee-hills', mondayMorning, {branch: 'jubilee-hills'});
    expect(
      within(bar).getByRole('link', {name: /^Call the Jubilee Hills branch/}),
    ).toBeInTheDocument();
    // Only a tap there makes it the visitor's choice.
    expect(window.localStorage.getItem('clinic.branch')).toBe('kondapur');
    fireEvent.click(within(bar).getByRole('link', {name: 'Book an appointment'}));
    expect(window.localStorage.getItem('clinic.branch')).toBe('jubilee-hills');
  });

  it('Book carries the page’s treatment and the chosen branch into the form', () => {
    let bar = renderAt('/services/dental-implants-hyderabad', mondayMorning, {
      treatment: 'dental-implants',
    });
    expect(within(bar).getByRole('link', {name: 'Book an appointment'})).toHaveAttribute(
      'href',
      '/contact?treatment=dental-implants',
    );
    cleanup();
    window.localStorage.setItem('clinic.branch', 'kondapur');
    bar = renderAt('/services/dental-implants-hyderabad', mondayMorning, {
      treatment: 'dental-implants',
    });
    expect(within(bar).getByRole('link', {name: 'Book an appointment'})).toHaveAttribute(
      'href',
      '/contact?treatment=dental-implants&branch=kondapur',
    );
  });

  it('remembers the branch a visitor calls from the chooser, and then goes straight to it', () => {
    const bar = renderAt('/', mondayMorning);
    fireEvent.click(within(bar).getByRole('link', {name: /^Call Banjara Hills on/}));
    expect(window.localStorage.getItem('clinic.branch')).toBe('banjara-hills');
    expect(within(bar).getByRole('link', {name: /^Call the Banjara Hills branch/})).toHaveAttribute(
      'href',
      'tel:+914040000101',
    );
  });
});

describe('allClosedAt', () => {
  const hours = branches.map((b) => b.hours);
  it('is false while any branch is open and true when all are closed', () => {
    expect(allClosedAt(hours, mondayMorning)).toBe(false);
    expect(allClosedAt(hours, mondayNight)).toBe(true);
    // Sunday 13:30 in Hyderabad: only Banjara Hills (10 am to 2 pm) is open.
    expect(allClosedAt(hours, new Date('2026-06-14T08:00:00Z'))).toBe(false);
    expect(allClosedAt(hours, new Date('2026-06-14T09:00:00Z'))).toBe(true);
  });
});
