import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { type ColorToken } from '../../theme';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { px, transientProps, visuallyHiddenStyles } from '../shared';

export type LineChartSeries = {
  /** Shown in the legend and as the table's column header. */
  name: string;
  /** One value per label, in the same order. */
  values: readonly number[];
  /** Theme colour of the line; each series also gets its own dash pattern, so colour is never the only cue. */
  color?: ColorToken;
};

export type LineChartProps = {
  /** The chart's title: its caption, and the name of the picture and of the table. */
  title: string;
  /** X-axis labels (e.g. days), oldest first. */
  labels: readonly string[];
  series: readonly LineChartSeries[];
  /** Header of the label column of the data table. */
  labelHeader?: string;
  /** Shorter text for the x-axis ticks (the table keeps the full label). */
  formatTick?: (label: string) => string;
  description?: ReactNode;
  /**
   * Shown instead of the chart when there is nothing to draw (no days, or only zeros): what will
   * appear and how to make it appear, e.g. "Views appear here once people open your profile".
   */
  empty: { title: string; description: ReactNode; action?: ReactNode };
};

/** The width drawn when the chart's box has none (in tests, which have no layout, and while hidden). */
const DEFAULT_WIDTH = 640;
const HEIGHT = 240;
const PADDING = { top: 12, right: 16, bottom: 28 };
/** Room each x-axis label needs, in CSS px: a narrow chart shows fewer of them. */
const X_TICK_SPACING = 72;
const dashes = ['', '6 4', '2 4', '10 4 2 4'];
const defaultColors: ColorToken[] = ['primary', 'success', 'warning', 'danger'];

const StyledFigure = styled.figure(({ theme }) => ({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
}));

const StyledCaption = styled.figcaption(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  fontWeight: theme.typography.fontWeights.semibold,
}));

// Drawn at its real size (the viewBox is the measured width), so text keeps its CSS size on a phone.
const StyledSvg = styled.svg({ width: '100%', height: HEIGHT, display: 'block' });

const StyledLegend = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: theme.typography.fontSizes.sm,
}));

const StyledLegendItem = styled.li(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.xs }));

const StyledTableWrapper = styled('div', transientProps)<{ $visible: boolean }>(({ theme, $visible }) => ({
  ...($visible ? { maxHeight: px(theme.sizes.stickyTableMaxHeight), overflow: 'auto' } : visuallyHiddenStyles),
}));

const StyledTable = styled.table(({ theme }) => ({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: theme.typography.fontSizes.sm,
  'th, td': { padding: `${theme.space.xs} ${theme.space.sm}`, borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`, textAlign: 'right' },
  'th:first-of-type, td:first-of-type': { textAlign: 'left' },
  thead: { position: 'sticky', top: 0, background: theme.colors.background },
}));

/** Round maximum for the y axis (1, 2 or 5 times a power of ten) so the ticks read well. */
export function niceMaximum(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * The chart's drawn width: its box's, followed as it resizes; null until measured (on a server's
 * drawing, and in the browser's first render, which must draw what the server drew).
 */
function useMeasuredWidth(drawn: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      // Zero in tests and while hidden: the default width then, or the last measured one.
      setWidth((last) => element.clientWidth || (last ?? DEFAULT_WIDTH));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [drawn]);
  return [ref, width] as const;
}

/**
 * A line chart drawn in SVG, with a legend and a data table. The picture is one image named by
 * the title and a summary (assistive technology does not read SVG paths); the table holds every
 * value: hidden visually until 'Show as table' is pressed, but always in the accessibility tree.
 * The SVG is drawn at its measured width, so its labels stay at the theme's chart label size
 * (12 CSS px) on a phone, with fewer x-axis labels when narrow; its lines wait for that measure
 * (a server draws the picture's sized box, named, and the table). With nothing to draw (no days or
 * only zeros) it is an empty state that says what will appear and how.
 */
export function LineChart({ title, labels, series, labelHeader = 'Day', formatTick = (label) => label, description, empty }: LineChartProps) {
  const theme = useTheme();
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const hasData = labels.length > 0 && series.some((line) => line.values.some((value) => value > 0));
  const [measureRef, measuredWidth] = useMeasuredWidth(hasData);
  const width = measuredWidth ?? DEFAULT_WIDTH;
  const titleId = `${id}-title`;
  const tableId = `${id}-table`;
  const max = niceMaximum(Math.max(0, ...series.flatMap((line) => line.values)));
  // Counts are whole numbers: a half-way tick only when it is one.
  const ticks = Number.isInteger(max / 2) ? [0, max / 2, max] : [0, max];
  const fontSize = theme.sizes.chartLabel;
  const left = 8 + Math.max(...ticks.map((tick) => String(tick).length)) * fontSize * 0.62;
  const innerWidth = Math.max(1, width - left - PADDING.right);
  const innerHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const x = (index: number) => left + (labels.length <= 1 ? innerWidth / 2 : (index / (labels.length - 1)) * innerWidth);
  const y = (value: number) => PADDING.top + innerHeight - (value / max) * innerHeight;
  const maxTicks = Math.max(2, Math.floor(innerWidth / X_TICK_SPACING));
  const tickEvery = Math.max(1, Math.ceil(labels.length / maxTicks));
  // The last label is always drawn; the regular one just before it gives way when they would touch.
  const last = labels.length - 1;
  const showsTick = (index: number) => index === last || (index % tickEvery === 0 && last - index >= tickEvery / 2);
  const totals = series.map((line) => `${line.name}: ${line.values.reduce((sum, value) => sum + value, 0)} in total`);
  const summary = labels.length ? `${title}, ${labels[0]} to ${labels[labels.length - 1]}. ${totals.join(', ')}.` : `${title}: no data`;
  const colorOf = (index: number) => theme.colors[series[index]?.color ?? defaultColors[index % defaultColors.length] ?? 'primary'];

  if (!hasData) {
    return (
      <StyledFigure aria-labelledby={titleId}>
        <StyledCaption>
          <span id={titleId}>{title}</span>
        </StyledCaption>
        <EmptyState title={empty.title} headingLevel={3} action={empty.action}>
          {empty.description}
        </EmptyState>
      </StyledFigure>
    );
  }

  return (
    <StyledFigure aria-labelledby={titleId}>
      <StyledCaption>
        <span id={titleId}>{title}</span>
        <Button variant="ghost" size="sm" aria-controls={tableId} aria-expanded={showTable} onClick={() => setShowTable((shown) => !shown)}>
          {showTable ? 'Hide table' : 'Show as table'}
        </Button>
      </StyledCaption>
      {description}
      <div ref={measureRef}>
        {/* Its lines once its width is known: the picture's box (and its name) from the start, so
            nothing moves, and a page drawn on the server is not drawn twice (once at a guessed
            width, then every point again) as the app takes it over. */}
        <StyledSvg viewBox={measuredWidth === null ? undefined : `0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary} focusable="false">
          {measuredWidth === null ? null : (
            <>
              {ticks.map((tick) => (
                <g key={tick} aria-hidden="true">
                  <line x1={left} x2={width - PADDING.right} y1={y(tick)} y2={y(tick)} stroke={theme.colors.borderSubtle} />
                  <text x={left - 6} y={y(tick) + fontSize / 3} textAnchor="end" fontSize={fontSize} fill={theme.colors.textMuted}>
                    {tick}
                  </text>
                </g>
              ))}
              {labels.map((label, index) =>
                showsTick(index) ? (
                  <text
                    key={label}
                    x={x(index)}
                    y={HEIGHT - 8}
                    textAnchor={index ? (index === last ? 'end' : 'middle') : 'start'}
                    fontSize={fontSize}
                    fill={theme.colors.textMuted}
                    aria-hidden="true"
                  >
                    {formatTick(label)}
                  </text>
                ) : null,
              )}
              {series.map((line, seriesIndex) => (
                <g key={line.name} aria-hidden="true">
                  <polyline
                    fill="none"
                    stroke={colorOf(seriesIndex)}
                    strokeWidth={2}
                    strokeDasharray={dashes[seriesIndex % dashes.length] || undefined}
                    points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
                  />
                  {line.values.map((value, index) => (
                    <circle key={labels[index] ?? index} cx={x(index)} cy={y(value)} r={2.5} fill={colorOf(seriesIndex)} />
                  ))}
                </g>
              ))}
            </>
          )}
        </StyledSvg>
      </div>
      <StyledLegend aria-label="Legend">
        {series.map((line, index) => (
          <StyledLegendItem key={line.name}>
            <svg width="24" height="8" aria-hidden="true" focusable="false">
              <line x1="0" x2="24" y1="4" y2="4" stroke={colorOf(index)} strokeWidth={2} strokeDasharray={dashes[index % dashes.length] || undefined} />
            </svg>
            {line.name}
          </StyledLegendItem>
        ))}
      </StyledLegend>
      <StyledTableWrapper id={tableId} $visible={showTable}>
        <StyledTable>
          <caption style={visuallyHiddenStyles}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((line) => (
                <th key={line.name} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((line) => (
                  <td key={line.name}>{line.values[index] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledTableWrapper>
    </StyledFigure>
  );
}
