import { INTENT_DELAY_MS, preloadOnIntent } from './preload-on-intent';

/** A pointer event as a browser sends it (jsdom has no PointerEvent of its own). */
function pointer(type: string, { pointerType = 'mouse', relatedTarget = null }: { pointerType?: string; relatedTarget?: EventTarget | null } = {}): Event {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

describe('preloadOnIntent', () => {
  let prepared: string[];
  let stop: () => void;
  let prepare: jest.Mock<Promise<unknown>, [string, { data: boolean }]>;

  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/jobs');
    document.body.innerHTML = `
      <a id="job" href="/jobs/42"><span id="title">Backend developer</span></a>
      <a id="other-job" href="/jobs/43">Designer</a>
      <a id="here" href="/jobs?country=SE">Jobs in Sweden</a>
      <a id="elsewhere" href="https://example.com/jobs/1">Elsewhere</a>
      <a id="new-window" href="/startups" target="_blank">Startups</a>
      <a id="download" href="/jobs/42/cv.pdf" download>CV</a>
      <a id="feed" href="/api/v2/jobs/feed.xml">Feed</a>
      <button id="button">Not a link</button>`;
    prepared = [];
    prepare = jest.fn(async (pathname: string, { data }: { data: boolean }) => {
      prepared.push(data ? pathname : `${pathname} (code)`);
    });
    stop = preloadOnIntent(document, prepare);
  });

  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  const element = (id: string) => document.getElementById(id) as HTMLElement;

  it('prepares the page of a link the mouse rests on, not of one it passes over', () => {
    element('other-job').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(INTENT_DELAY_MS / 2);
    element('other-job').dispatchEvent(pointer('pointerout', { relatedTarget: element('title') }));
    element('title').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(INTENT_DELAY_MS - 1);
    expect(prepared).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(prepared).toEqual(['/jobs/42']);
  });

  it('keeps waiting while the mouse moves inside the link', () => {
    element('job').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(INTENT_DELAY_MS / 2);
    element('job').dispatchEvent(pointer('pointerout', { relatedTarget: element('title') }));
    element('title').dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(INTENT_DELAY_MS / 2);
    expect(prepared).toEqual(['/jobs/42']);
  });

  it('prepares at once on a mouse or pen press or keyboard focus, and each page once', () => {
    element('title').dispatchEvent(pointer('pointerdown'));
    element('other-job').dispatchEvent(pointer('pointerdown', { pointerType: 'pen' }));
    element('job').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    element('other-job').dispatchEvent(pointer('pointerdown'));
    expect(prepared).toEqual(['/jobs/42', '/jobs/43']);
  });

  it("a finger's press prepares the code, and its data once the finger lifts in a tap", () => {
    element('title').dispatchEvent(pointer('pointerdown', { pointerType: 'touch' }));
    expect(prepared).toEqual(['/jobs/42 (code)']);
    element('title').dispatchEvent(pointer('pointerup', { pointerType: 'touch' }));
    expect(prepared).toEqual(['/jobs/42 (code)', '/jobs/42']);
    // Prepared whole: a second tap asks for nothing more.
    element('job').dispatchEvent(pointer('pointerdown', { pointerType: 'touch' }));
    element('job').dispatchEvent(pointer('pointerup', { pointerType: 'touch' }));
    expect(prepared).toEqual(['/jobs/42 (code)', '/jobs/42']);
  });

  it('a finger that scrolls the list asks for no job (the browser cancels its pointer)', () => {
    element('job').dispatchEvent(pointer('pointerdown', { pointerType: 'touch' }));
    element('job').dispatchEvent(pointer('pointercancel', { pointerType: 'touch' }));
    element('other-job').dispatchEvent(pointer('pointerdown', { pointerType: 'touch' }));
    element('other-job').dispatchEvent(pointer('pointercancel', { pointerType: 'touch' }));
    expect(prepared).toEqual(['/jobs/42 (code)', '/jobs/43 (code)']);
  });

  it('a touch prepares nothing before the press (touch has no hover)', () => {
    element('job').dispatchEvent(pointer('pointerover', { pointerType: 'touch' }));
    jest.advanceTimersByTime(INTENT_DELAY_MS * 2);
    expect(prepared).toEqual([]);
  });

  it('leaves alone the page shown, other sites, new windows, downloads, the API and what is no link', () => {
    for (const id of ['here', 'elsewhere', 'new-window', 'download', 'feed', 'button']) element(id).dispatchEvent(pointer('pointerdown'));
    expect(prepared).toEqual([]);
  });

  it('prepares a page again after a failed attempt', async () => {
    prepare.mockRejectedValueOnce(new Error('chunk did not arrive'));
    element('job').dispatchEvent(pointer('pointerdown'));
    await Promise.resolve();
    await Promise.resolve();
    element('job').dispatchEvent(pointer('pointerdown'));
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('stops listening when told to', () => {
    stop();
    element('job').dispatchEvent(pointer('pointerdown'));
    expect(prepared).toEqual([]);
  });

  describe('on a slow connection or with data saver on', () => {
    const setConnection = (connection: { effectiveType?: string; saveData?: boolean } | undefined) =>
      Object.defineProperty(window.navigator, 'connection', { value: connection, configurable: true });
    afterEach(() => setConnection(undefined));

    it.each(['2g', 'slow-2g'])('prepares nothing on %s, however the visitor points at a link', (effectiveType) => {
      setConnection({ effectiveType, saveData: false });
      element('job').dispatchEvent(pointer('pointerover'));
      jest.advanceTimersByTime(INTENT_DELAY_MS);
      element('job').dispatchEvent(pointer('pointerdown'));
      element('other-job').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      element('other-job').dispatchEvent(pointer('pointerdown', { pointerType: 'touch' }));
      element('other-job').dispatchEvent(pointer('pointerup', { pointerType: 'touch' }));
      expect(prepared).toEqual([]);
    });

    it('prepares nothing with data saver on, even on a fast network', () => {
      setConnection({ effectiveType: '4g', saveData: true });
      element('job').dispatchEvent(pointer('pointerdown'));
      expect(prepared).toEqual([]);
    });

    it('prepares again once the phone is back on a faster network with data saver off', () => {
      setConnection({ effectiveType: '2g', saveData: false });
      element('job').dispatchEvent(pointer('pointerdown'));
      setConnection({ effectiveType: '3g', saveData: false });
      element('job').dispatchEvent(pointer('pointerdown'));
      expect(prepared).toEqual(['/jobs/42']);
    });
  });
});
