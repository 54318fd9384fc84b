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

  it('refuses typing, value keys, a select\'s picker and a submission in the page until released, and marks the page aria-disabled', () => {
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML =
      '<form><input type="search" aria-label="Search"><select aria-label="Country"><option>Denmark</option><option>Sweden</option></select>' +
      '<input type="radio" name="remote" aria-label="Remote"><input type="checkbox" aria-label="Visa"></form>';
    document.body.append(container);
    const outside = document.createElement('input');
    outside.setAttribute('aria-label', 'Outside');
    document.body.append(outside);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const country = screen.getByRole('combobox', { name: 'Country' });
    // fireEvent answers false when the event's default action was cancelled.
    const typing = (target: Element) => fireEvent(target, new InputEvent('beforeinput', { bubbles: true, cancelable: true, data: 'a', inputType: 'insertText' }));
    const key = (target: Element, name: string) => fireEvent.keyDown(target, { key: name });

    const held = holdClicks(container);
    expect(container).toHaveAttribute('aria-disabled', 'true');
    expect(typing(search)).toBe(false);
    expect(key(country, 'ArrowDown')).toBe(false);
    expect(key(screen.getByRole('radio', { name: 'Remote' }), 'ArrowRight')).toBe(false);
    expect(fireEvent.mouseDown(country)).toBe(false);
    expect(fireEvent.submit(container.querySelector('form') as HTMLFormElement)).toBe(false);
    // Tab moves on; Space on a box makes a click, which is held; outside the page nothing waits.
    expect(key(country, 'Tab')).toBe(true);
    expect(key(screen.getByRole('checkbox', { name: 'Visa' }), ' ')).toBe(true);
    expect(fireEvent.mouseDown(search)).toBe(true);
    expect(typing(outside)).toBe(true);

    held.release();
    expect(container).not.toHaveAttribute('aria-disabled');
    expect(typing(search)).toBe(true);
    expect(key(country, 'ArrowDown')).toBe(true);
    expect(fireEvent.mouseDown(country)).toBe(true);
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

  it('marks the page aria-disabled as soon as it is parsed when the hold starts in <head>, before #root exists', () => {
    const inlineSource = `(${startHoldingClicks.toString()})('root', ${JSON.stringify(takingOverAttribute)}, 15000)`;
    new Function(inlineSource)();
    expect(document.documentElement).not.toHaveAttribute('aria-disabled');
    const { container } = drawnPage();
    // The parser reaching 'interactive', before any deferred script (main.js) runs.
    document.dispatchEvent(new Event('readystatechange'));
    expect(container).toHaveAttribute('aria-disabled', 'true');
    holdClicks(container).release();
    expect(container).not.toHaveAttribute('aria-disabled');
  });
});
