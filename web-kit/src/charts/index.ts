export { applyChartTheme, stateColours, token } from './chart-theme';
export { ChartFigure } from './chart-figure';
