import {render, screen} from '@testing-library/react';
import ScrollableTable from '@site/src/components/ui/ScrollableTable';

function mockWidths(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = (
  <ScrollableTable>
    <tbody>
      <tr>
        <td>LANAP</td>
        <td>Flap surgery</td>
      </tr>
    </tbody>
  </ScrollableTable>
);

afterEach(() => jest.restoreAllMocks());

describe('ScrollableTable', () => {
  it('is a named, focusable region while the table is wider than its box', () => {
    mockWidths(900, 320);
    render(table);
    const region = screen.getByRole('region', {name: 'Table, scrolls sideways'});
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('adds no tab stop when the table fits', () => {
    mockWidths(320, 320);
    const {container} = render(table);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });
});
