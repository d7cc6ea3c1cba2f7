/** @jest-environment jsdom */
import { nameRowCheckboxes } from './row-checkbox-names';

describe('issue 30: list row checkboxes carry their name on the input, where a screen reader reads it', () => {
  it('moves "Select this row" from MUI\'s span to the input inside it, and leaves other checkboxes alone', () => {
    document.body.innerHTML = `
      <span class="select-item RaDatagrid-checkbox" aria-label="Bu satırı seç"><input type="checkbox"></span>
      <span class="other" aria-label="Başka"><input type="checkbox"></span>`;
    nameRowCheckboxes(document.body);
    const [row, other] = document.body.querySelectorAll('span');
    expect(row.hasAttribute('aria-label')).toBe(false);
    expect(row.querySelector('input')!.getAttribute('aria-label')).toBe('Bu satırı seç');
    expect(other.getAttribute('aria-label')).toBe('Başka');
    expect(other.querySelector('input')!.hasAttribute('aria-label')).toBe(false);
  });
});
