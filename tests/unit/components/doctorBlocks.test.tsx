import {fireEvent, render, screen, within} from '@testing-library/react';
import postsByAuthor from '@generated/site-index/default/posts-by-author.json';
import DoctorArticles from '@site/src/components/blocks/DoctorArticles';
import DoctorDirectory, {filterDoctors} from '@site/src/pages/doctors/_components/DoctorDirectory';
import DoctorFacts from '@site/src/components/blocks/DoctorFacts';
import {doctors, getDoctor} from '@site/src/data/doctors';

beforeEach(() => {
  for (const author of Object.keys(postsByAuthor)) delete postsByAuthor[author];
});

describe('DoctorFacts', () => {
  it('shows registration, qualifications, languages and days, and emits Person JSON-LD working for the branches', () => {
    const {container} = render(<DoctorFacts id="karthik-rao" />);
    const doctor = getDoctor('karthik-rao');
    expect(screen.getByText(new RegExp(doctor.registration))).toBeInTheDocument();
    expect(screen.getByText(doctor.degrees.join(', '))).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Jubilee Hills'}).closest('li')).toHaveTextContent(
      'Jubilee Hills: Tuesday, Saturday',
    );
    const data = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data[0]).toMatchObject({'@type': 'Person', name: doctor.name, jobTitle: doctor.role});
    expect(data[0].worksFor.map((w: {name: string}) => w.name)).toEqual(
      doctor.schedule.map(
        (s) =>
          `Parkview Dental Care, ${s.branch === 'banjara-hills' ? 'Banjara Hills' : s.branch === 'jubilee-hills' ? 'Jubilee Hills' : 'Kondapur'}`,
      ),
    );
    expect(data[1]['@type']).toBe('BreadcrumbList');
  });

  it('shows the illustrated portrait, not initials', () => {
    render(<DoctorFacts id="karthik-rao" />);
    expect(
      screen.getByRole('img', {name: `Illustrated portrait of ${getDoctor('karthik-rao').name}`}),
    ).toHaveAttribute('src', '/img/doctors/karthik-rao.svg');
  });
});

describe('DoctorDirectory', () => {
  it('filters by branch and by treatment', () => {
    expect(filterDoctors(doctors, '', '')).toHaveLength(doctors.length);
    expect(
      filterDoctors(doctors, 'banjara-hills', '').every((d) =>
        d.schedule.some((s) => s.branch === 'banjara-hills'),
      ),
    ).toBe(true);
    expect(filterDoctors(doctors, '', 'lanap').map((d) => d.id)).toEqual(['farah-siddiqui']);
    expect(filterDoctors(doctors, 'kondapur', 'accreditations')).toEqual([]);
  });

  it('groups its filters under a name, outside any form, since they apply without a submit button', () => {
    const {container} = render(<DoctorDirectory />);
    const filters = screen.getByRole('group', {name: 'Filter the dentists'});
    expect(within(filters).getByLabelText('Branch')).toBeInTheDocument();
    expect(within(filters).getByLabelText('Treatment')).toBeInTheDocument();
    expect(container.querySelector('form')).toBeNull();
  });

  it('narrows the list from the selects and says how many are shown', () => {
    render(<DoctorDirectory />);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing all ${doctors.length} dentists`);
    fireEvent.change(screen.getByLabelText('Treatment'), {target: {value: 'root-canal'}});
    const names = screen.queryAllByRole('heading', {level: 2});
    expect(names.map((h) => h.textContent)).toEqual(
      doctors.filter((d) => d.treatments.includes('root-canal')).map((d) => d.name),
    );
    fireEvent.change(screen.getByLabelText('Branch'), {target: {value: 'banjara-hills'}});
    const both = filterDoctors(doctors, 'banjara-hills', 'root-canal');
    expect(screen.queryAllByRole('heading', {level: 2})).toHaveLength(both.length);
    if (both.length === 0) {
      expect(screen.getByText(/No dentist matches both choices/)).toBeInTheDocument();
    }
  });
});

describe('DoctorArticles', () => {
  it('lists the doctor’s posts, or says there are none', () => {
    const {rerender} = render(<DoctorArticles id="vikram-nair" />);
    expect(screen.getByText(/has not written for the blog yet/)).toBeInTheDocument();
    postsByAuthor['vikram-nair'] = [
      {
        title: 'Root canal myths',
        permalink: '/blog/root-canal-myths',
        date: '2026-06-16T00:00:00.000Z',
      },
    ];
    rerender(<DoctorArticles id="vikram-nair" />);
    expect(screen.getByRole('link', {name: 'Root canal myths'})).toHaveAttribute(
      'href',
      '/blog/root-canal-myths',
    );
    expect(screen.getByText(/16 June 2026/)).toBeInTheDocument();
  });
});
