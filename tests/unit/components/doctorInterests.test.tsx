import {render, screen, within} from '@testing-library/react';
import DoctorFacts from '@site/src/components/blocks/DoctorFacts';
import DoctorCarousel from '@site/src/components/ui/DoctorCarousel';
import DoctorDirectory from '@site/src/pages/doctors/_components/DoctorDirectory';
import {doctors, getDoctor} from '@site/src/data/doctors';

/** Roles name only a recognised qualification; interests are a line of their own wherever a role is shown. */
describe('special interests beside the role', () => {
  const withInterests = doctors.filter((d) => d.interests?.length);

  it('has doctors with special interests to show', () => {
    expect(withInterests.length).toBeGreaterThan(0);
  });

  it('shows them as their own fact on the profile, and in the Person JSON-LD', () => {
    const {container} = render(<DoctorFacts id="priya-menon" />);
    const doctor = getDoctor('priya-menon');
    const term = screen.getByText('Special interest');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent(doctor.interests!.join(', '));
    const data = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data[0].jobTitle).toBe(doctor.role);
    expect(data[0].knowsAbout).toEqual(expect.arrayContaining(doctor.interests!));
  });

  it('shows no interests fact for a doctor without any', () => {
    render(<DoctorFacts id="karthik-rao" />);
    expect(screen.queryByText('Special interest')).toBeNull();
  });

  it('puts a "Special interest" line under the role on each card of the directory and the carousel', () => {
    const lines = (root: HTMLElement) =>
      within(root)
        .queryAllByText(/^Special interest: /)
        .map((el) => el.textContent);
    const expected = withInterests.map((d) => `Special interest: ${d.interests!.join(', ')}`);

    const directory = render(<DoctorDirectory />);
    expect(lines(directory.container)).toEqual(expected);
    directory.unmount();

    const carousel = render(
      <DoctorCarousel
        label="Our dentists"
        entries={doctors.map((doctor) => ({doctor, note: ''}))}
      />,
    );
    expect(lines(carousel.container)).toEqual(expected);
  });
});
