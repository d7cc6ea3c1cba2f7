import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { BusyButton } from './busy-button';

/** Every .tsx source of the client, with its path. */
function clientSources(dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientSources(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.spec.tsx') ? [{ file: full, text: readFileSync(full, 'utf8') }] : [];
  });
}

describe('a busy button keeps the focus (issue 32 item 18)', () => {
  it('stays focused and announced as busy while its work runs, and ignores presses meanwhile', () => {
    const pressed = jest.fn();
    const { rerender } = render(<BusyButton busy={false} onClick={pressed}>Kaydet</BusyButton>);
    const button = screen.getByRole('button', { name: 'Kaydet' });
    button.focus();
    fireEvent.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
    rerender(<BusyButton busy onClick={pressed}>Kaydet</BusyButton>);
    expect(document.activeElement).toBe(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    fireEvent.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('a submit press while busy sends the form nothing', () => {
    const submitted = jest.fn((event: { preventDefault: () => void }) => { event.preventDefault(); });
    render(<form onSubmit={submitted}><BusyButton type="submit" busy>Gönder</BusyButton></form>);
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('unavailable (a bound reached) ignores presses but is not busy', () => {
    const pressed = jest.fn();
    render(<BusyButton busy={false} unavailable onClick={pressed}>+</BusyButton>);
    fireEvent.click(screen.getByRole('button', { name: '+' }));
    expect(pressed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '+' })).not.toHaveAttribute('aria-busy');
  });

  it('no button of the shop is disabled by work under way: such buttons are BusyButtons', () => {
    const offenders = clientSources().flatMap(({ file, text }) =>
      [...text.matchAll(/<button\b[^>]*?\sdisabled=\{([^}]*)\}/g)]
        .filter((match) => /isSubmitting|busy|sending|saving|adding|changing|loading|removing|placing|paying/i.test(match[1]))
        .map((match) => `${path.relative(process.cwd(), file)}: disabled={${match[1]}}`));
    expect(offenders).toEqual([]);
  });
});
