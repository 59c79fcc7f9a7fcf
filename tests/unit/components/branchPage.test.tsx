import {act, fireEvent, render, screen, within} from '@testing-library/react';
import BranchPage from '@site/src/pages/_components/BranchPage';
import {mapEmbedUrl} from '@site/src/lib/maps';
import {getBranch} from '@site/src/data/branches';
import {doctors} from '@site/src/data/doctors';
import {getTreatment} from '@site/src/data/treatments';

afterEach(() => jest.useRealTimers());

describe('BranchPage', () => {
  it('shows one h1, the address, every weekday and the doctors who work there', () => {
    render(<BranchPage id="kondapur" />);
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
    expect(
      screen.getByText(/Botanical Garden Road, opposite Sarath City Capital Mall/, {
        selector: 'address',
      }),
    ).toBeInTheDocument();
    const hours = screen.getByRole('table', {name: /opening hours of the kondapur branch/i});
    expect(within(hours).getAllByRole('row')).toHaveLength(7);
    expect(within(hours).getByRole('rowheader', {name: 'Monday'}).closest('tr')).toHaveTextContent(
      '10 am – 2 pm, 4:30 pm – 9 pm',
    );
    const team = doctors.filter((d) => d.schedule.some((s) => s.branch === 'kondapur'));
    team.forEach((d) => expect(screen.getByText(d.name)).toBeInTheDocument());
  });

  it('lists its rooms and equipment, and where a treatment’s special step happens instead', () => {
    render(<BranchPage id="kondapur" />);
    const onSite = screen.getByRole('heading', {name: 'Rooms and equipment'}).nextElementSibling;
    expect(onSite).toHaveTextContent('4 treatment rooms');
    expect(onSite).toHaveTextContent('Digital X-rays');
    expect(onSite).toHaveTextContent('Orthodontist sessions for growing children');
    expect(onSite).not.toHaveTextContent('CBCT');
    const implants = screen.getByRole('link', {name: getTreatment('dental-implants').name});
    expect(implants.closest('li')).toHaveTextContent(
      '(the CBCT scan and the implant surgery at Banjara Hills)',
    );
    expect(
      screen.queryByRole('link', {name: getTreatment('smile-design').name}),
    ).not.toBeInTheDocument();
  });

  it('offers call and WhatsApp under the address, and directions with the map', () => {
    render(<BranchPage id="kondapur" />);
    const contact = screen.getByRole('list', {name: 'Contact the Kondapur branch'});
    expect(within(contact).getByRole('link', {name: 'Call +91 40 4000 0303'})).toHaveAttribute(
      'href',
      'tel:+914040000303',
    );
    expect(within(contact).getByRole('link', {name: /^WhatsApp \+91 98765 43212/})).toHaveAttribute(
      'href',
      'https://wa.me/919876543212',
    );
    expect(within(contact).getAllByRole('link')).toHaveLength(2);
    expect(
      screen.getByRole('link', {name: /get directions to the kondapur branch/i}),
    ).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=17.4583,78.3621');
  });

  it('lists only treatments offered at the branch', () => {
    render(<BranchPage id="jubilee-hills" />);
    const offeredElsewhere = getTreatment('aligners-children');
    expect(offeredElsewhere.branches).not.toContain('jubilee-hills');
    expect(screen.queryByText(offeredElsewhere.name)).not.toBeInTheDocument();
    expect(screen.getByText(getTreatment('root-canal').name)).toBeInTheDocument();
  });

  it('says whether the branch is open now, in Indian time', () => {
    jest.useFakeTimers({now: new Date('2026-11-23T10:00:00+05:30')});
    render(<BranchPage id="banjara-hills" />);
    expect(screen.getByTestId('open-now')).toHaveTextContent('Open now · closes at 8:30 pm');
    act(() => {
      jest.setSystemTime(new Date('2026-11-23T21:00:00+05:30'));
      jest.advanceTimersByTime(60 * 1000);
    });
    expect(screen.getByTestId('open-now')).toHaveTextContent(
      'Closed now · opens at 9:30 am tomorrow',
    );
  });

  it('loads the live map only when asked', () => {
    const {container} = render(<BranchPage id="banjara-hills" />);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', {name: /show the map/i}));
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      mapEmbedUrl(getBranch('banjara-hills')),
    );
  });

  it('emits Dentist and BreadcrumbList JSON-LD', () => {
    const {container} = render(<BranchPage id="jubilee-hills" />);
    const data = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data.map((d: {'@type': string}) => d['@type'])).toEqual(['Dentist', 'BreadcrumbList']);
    expect(data[0].openingHoursSpecification.length).toBeGreaterThan(0);
  });
});
