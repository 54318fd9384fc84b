import { breakpoints, colors, impactColors, mq, sizes, durations, textColorPairs, themeFor, uiColorPairs, zIndices } from './theme';
import { contrastRatio } from './utils/contrast';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes AA.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('rejects values that are not hex colours', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow('Not a hex colour: red');
  });
});

describe('the impact site\'s theme', () => {
  it('has its own brand colours on the main site\'s scale', () => {
    expect(themeFor('impact').colors.primary).not.toBe(themeFor('main').colors.primary);
    expect(themeFor('impact').colors.link).toBe(impactColors.link);
    expect(themeFor('impact').space).toBe(themeFor('main').space);
  });

  it.each([...textColorPairs, ...uiColorPairs].map(([fg, bg]) => [fg, bg]))('keeps %s on %s as readable as the main palette asks', (fg, bg) => {
    const needed = textColorPairs.some(([text, background]) => text === fg && background === bg) ? 4.5 : 3;
    expect(contrastRatio(impactColors[fg], impactColors[bg])).toBeGreaterThanOrEqual(needed);
  });
});

describe('palette contrast', () => {
  it.each(textColorPairs.map(([text, background]) => [text, background]))(
    'text %s on %s meets WCAG AA (4.5:1)',
    (text, background) => {
      expect(contrastRatio(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(uiColorPairs.map(([fg, bg]) => [fg, bg]))(
    'UI colour %s on %s meets 3:1',
    (fg, bg) => {
      expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('tokens of the product spec’s business constants', () => {
  it('has the breakpoints and their .98 max-width variants', () => {
    expect(Object.values(breakpoints)).toEqual([576, 768, 992, 1200, 1600]);
    expect(mq.up('md')).toBe('@media (min-width: 768px)');
    expect(mq.down('md')).toBe('@media (max-width: 767.98px)');
    expect(mq.down('sm')).toBe('@media (max-width: 575.98px)');
    expect(mq.down('xxl')).toBe('@media (max-width: 1599.98px)');
    expect(mq.between('md', 'xl')).toBe('@media (min-width: 768px) and (max-width: 1199.98px)');
  });

  it('has the container, dialog and overlay sizes and the progress duration', () => {
    expect(sizes.container).toEqual({ sm: 700, md: 800, lg: 1000, xl: 1360 });
    expect(sizes.dialog).toEqual({ default: 560, large: 660, lg: 760, xl: 960 });
    expect(sizes.toastMaxWidth).toBe(350);
    expect(sizes.stickyTableMaxHeight).toBe(300);
    expect(sizes.autocompleteMaxHeight).toBe(180);
    expect(durations.progress).toBe(1500);
  });
});

describe('stacking order', () => {
  it('keeps page banners below dialogs and toasts above them', () => {
    expect(zIndices.header).toBeLessThan(zIndices.banner);
    expect(zIndices.banner).toBeLessThan(zIndices.modal);
    expect(zIndices.modal).toBeLessThan(zIndices.toast);
  });
});
