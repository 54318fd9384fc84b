import { careersColourProblem, videoLinkOf } from './careers-site';

describe('careersColourProblem', () => {
  it('accepts a colour white text reads well on, and no colour at all', () => {
    expect(careersColourProblem('primaryColor', '#1d5f8f')).toBeNull();
    expect(careersColourProblem('accentColor', null)).toBeNull();
  });

  it('names the colour and the ratio when white text would be too faint', () => {
    expect(careersColourProblem('accentColor', '#ffd400')).toMatch(/^White text on the accent colour #ffd400 has a contrast of 1\.\d:1; it needs at least 4\.5:1/);
  });

  it('refuses what is not a six-digit hex colour', () => {
    expect(careersColourProblem('primaryColor', 'blue')).toBe('The primary colour must be a colour such as #1d5f8f');
  });
});

describe('videoLinkOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YouTube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'YouTube'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'YouTube'],
  ])('recognises %s', (address, provider) => {
    expect(videoLinkOf(address)).toEqual({ provider, id: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  });

  it('recognises a Vimeo video', () => {
    expect(videoLinkOf('https://vimeo.com/76979871')).toEqual({ provider: 'Vimeo', id: '76979871', url: 'https://vimeo.com/76979871' });
  });

  it.each(['http://youtu.be/dQw4w9WgXcQ', 'https://example.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch', 'https://vimeo.com/channels', 'not a url'])('refuses %s', (address) => {
    expect(videoLinkOf(address)).toBeNull();
  });
});
