import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusHeldInView } from './use-focus-held-in-view';

/** A list that grows with `items`, with a button before it and a box after it. */
function Page({ items }: { items: number }) {
  const region = useRef<HTMLElement>(null);
  useFocusHeldInView(region, items);
  return (
    <>
      <button type="button">before</button>
      <section ref={region}>{Array.from({ length: items }, (_, index) => <p key={index}>account {index}</p>)}</section>
      <input type="checkbox" aria-label="after" />
    </>
  );
}

/** jsdom lays nothing out: each control says where it is, and records being scrolled to. */
function placed(element: HTMLElement, top: number) {
  const scrolled = jest.fn();
  element.getBoundingClientRect = () => ({ top, bottom: top + 20, left: 0, right: 20, width: 20, height: 20, x: 0, y: top, toJSON: () => ({}) });
  element.scrollIntoView = scrolled;
  return scrolled;
}

describe('issue 32 S2.23 content arriving above the focus keeps the focus on the screen', () => {
  it('a focused control below the list, pushed under the screen, is brought back into view', () => {
    const { rerender, getByLabelText } = render(<Page items={0} />);
    const box = getByLabelText('after');
    box.focus();
    const scrolled = placed(box, window.innerHeight + 100);
    rerender(<Page items={3} />);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('a control still on the screen, or one above the list, is left where it is', () => {
    const { rerender, getByLabelText, getByText } = render(<Page items={0} />);
    const box = getByLabelText('after');
    box.focus();
    const boxScrolled = placed(box, 100);
    rerender(<Page items={1} />);
    expect(boxScrolled).not.toHaveBeenCalled();
    const before = getByText('before');
    before.focus();
    const beforeScrolled = placed(before, window.innerHeight + 100);
    rerender(<Page items={2} />);
    expect(beforeScrolled).not.toHaveBeenCalled();
  });
});
