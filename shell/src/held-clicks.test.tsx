import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { holdClicks, startHoldingClicks, takingOverAttribute } from './held-clicks';

/** A page the server drew: a link and a box, with the app's handlers on #root (as React's are). */
function drawnPage() {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = '<a href="#contact">Contact</a><a href="#jobs">Jobs</a><button type="button">Filters</button>';
  document.body.append(container);
  const seen: string[] = [];
  container.addEventListener('click', (event) => seen.push((event.target as Element).textContent ?? ''));
  const link = (name: string) => screen.getByRole('link', { name });
  return { container, seen, link };
}

function SalaryBox() {
  const [checked, setChecked] = useState(false);
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
      {checked ? 'Shows salary: on' : 'Shows salary: off'}
    </label>
  );
}

// The held clicks are replayed in a task after the release: the tests run that task.
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  window.nordhubHeldClicks?.release();
  document.body.replaceChildren();
  jest.useRealTimers();
});

describe('holdClicks', () => {
  it('keeps a click from the page and from the browser while the app takes the page over, and marks #root', () => {
    const { container, seen, link } = drawnPage();
    const held = holdClicks(container);
    expect(container).toHaveAttribute(takingOverAttribute);
    // fireEvent answers false when the click's default action (following the link) was cancelled.
    expect(fireEvent.click(link('Contact'))).toBe(false);
    expect(seen).toEqual([]);
    held.release();
    expect(container).not.toHaveAttribute(takingOverAttribute);
  });

  it('replays the held clicks once, in order, when released', () => {
    const { container, seen, link } = drawnPage();
    const held = holdClicks(container);
    fireEvent.click(link('Jobs'));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(link('Contact'));
    held.release();
    // Released: a click reaches the page at once, the held ones in the next task.
    fireEvent.click(link('Jobs'));
    expect(seen).toEqual(['Jobs']);
    jest.runAllTimers();
    expect(seen).toEqual(['Jobs', 'Jobs', 'Filters', 'Contact']);
    held.release();
    jest.runAllTimers();
    expect(seen).toEqual(['Jobs', 'Jobs', 'Filters', 'Contact']);
    fireEvent.click(link('Jobs'));
    expect(seen).toEqual(['Jobs', 'Jobs', 'Filters', 'Contact', 'Jobs']);
  });

  it('a box ticked while held is ticked by the replay, and the app sees the change', () => {
    const { container } = render(<SalaryBox />);
    container.id = 'root';
    const held = holdClicks(container);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByText('Shows salary: off')).toBeInTheDocument();
    act(() => {
      held.release();
      jest.runAllTimers();
    });
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByText('Shows salary: on')).toBeInTheDocument();
  });

  it('replays a pointer click that Chromium sent to the disabled fieldset around the page on the link under the pointer', () => {
    const { container, seen, link } = drawnPage();
    const contact = link('Contact');
    Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: (x: number, y: number) => (x === 40 && y === 700 ? contact : null) });
    try {
      const held = holdClicks(container);
      fireEvent.click(container, { detail: 1, clientX: 40, clientY: 700 });
      // From the keyboard (no pointer, detail 0) the target stays what it was.
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }), { detail: 0, clientX: 40, clientY: 700 });
      held.release();
      jest.runAllTimers();
      expect(seen).toEqual(['Contact', 'Filters']);
    } finally {
      Reflect.deleteProperty(document, 'elementFromPoint');
    }
  });

  it('lets modified clicks (a new tab) and clicks outside the page through at once', () => {
    const { container, seen, link } = drawnPage();
    const outside = document.createElement('button');
    outside.textContent = 'Outside';
    document.body.append(outside);
    let outsideClicks = 0;
    outside.addEventListener('click', () => (outsideClicks += 1));
    const held = holdClicks(container);
    fireEvent.click(link('Jobs'), { ctrlKey: true });
    fireEvent.click(link('Jobs'), { metaKey: true });
    fireEvent.click(outside);
    expect(seen).toEqual(['Jobs', 'Jobs']);
    expect(outsideClicks).toBe(1);
    held.release();
    jest.runAllTimers();
    expect(seen).toEqual(['Jobs', 'Jobs']);
  });

  it('does not replay a click on an element the takeover removed', () => {
    const { container, seen, link } = drawnPage();
    const held = holdClicks(container);
    const contact = link('Contact');
    fireEvent.click(contact);
    held.release();
    contact.remove();
    jest.runAllTimers();
    expect(seen).toEqual([]);
  });

  it('lets go by itself when the start-up never finishes, replaying what it held', () => {
    const { container, seen, link } = drawnPage();
    holdClicks(container, { maxHoldMs: 1000 });
    fireEvent.click(link('Contact'));
    jest.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(container).not.toHaveAttribute(takingOverAttribute);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual(['Contact']);
    expect(container).not.toHaveAttribute(takingOverAttribute);
  });

  it('takes over the hold a drawn page started before main.js, with the clicks it already held', () => {
    const { container, seen, link } = drawnPage();
    // The server's inline script: the function's own source, run on its own (no module around it).
    const inlineSource = `(${startHoldingClicks.toString()})('root', ${JSON.stringify(takingOverAttribute)}, 15000)`;
    new Function(inlineSource)();
    fireEvent.click(link('Contact'));
    expect(seen).toEqual([]);
    const held = holdClicks(container);
    expect(container).toHaveAttribute(takingOverAttribute);
    fireEvent.click(link('Jobs'));
    held.release();
    jest.runAllTimers();
    expect(seen).toEqual(['Contact', 'Jobs']);
    expect(container).not.toHaveAttribute(takingOverAttribute);
    expect(window.nordhubHeldClicks).toBeUndefined();
  });
});
