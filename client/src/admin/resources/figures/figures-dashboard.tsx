import { Alert, Box, Button, Card, CardContent, CircularProgress, FormControl, InputLabel, MenuItem, Select, TextField, Typography } from '@mui/material';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { useLocaleState, useTranslate } from 'ra-core';
import {
  FIGURE_PERIODS, TOP_PRODUCT_MEASURES, type FigurePeriod, type LowStockRow, type SalesFigures, type TopProductMeasure, type TopProductRow, type ZeroResultSearchRow,
} from '../../../../../contracts/admin/figures';
import { moneyText } from '../products/money-input';
import { BarChart } from './bar-chart';
import { changeOf } from './figure-change';
import { FigureTable } from './figure-table';
import { useFigure, type FigureAnswer } from './figures-api';

/** The colours of this period and the one before: dark enough on white, told apart without colour by the table beside. */
const CURRENT = '#1565c0';
const PREVIOUS = '#90a4ae';
const LOW_STOCK_PAGE = 10;
const TOP_PRODUCTS = 10;
const ZERO_RESULT_SEARCHES = 10;

/**
 * The day's figures, the console's first page for the roles that may read them (issue 30 item 6):
 * sales per currency today, this week and this month against the period before, top products, low
 * stock per warehouse and searches that found nothing. Every chart has its table of the same numbers.
 */
export function FiguresDashboard() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Title title={translate('console.figures.title')} />
      <SalesCard />
      <TopProductsCard />
      <LowStockCard />
      <ZeroResultSearchesCard />
    </Box>
  );
}

/** A figure's card; a `wide` one spans both columns (the sales table has seven). */
function FigureCard({ title, children, controls, wide = false }: { title: string; children: ReactNode; controls?: ReactNode; wide?: boolean }) {
  return (
    <Card component="section" aria-label={title} sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">{title}</Typography>
          {controls}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** The card's body once its figure arrived; a spinner before, the refusal's message after a failure. */
function Answered<T>({ answer, children }: { answer: FigureAnswer<T>; children: (data: T, total?: number) => ReactNode }) {
  const translate = useTranslate();
  if (answer.state === 'loading') return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (answer.state === 'failed') return <Alert severity="error">{answer.message}</Alert>;
  return <>{children(answer.data, answer.total)}</>;
}

function useMoney() {
  const [locale = 'tr'] = useLocaleState();
  return useCallback((minor: number, decimals: number, currency: string) => `${moneyText(minor, locale, decimals)} ${currency}`, [locale]);
}

function SalesCard() {
  const translate = useTranslate();
  const money = useMoney();
  const answer = useFigure<SalesFigures>('sales');
  const change = (current: number, previous: number) => {
    const percent = changeOf(current, previous);
    return percent === undefined ? translate('console.figures.noChange') : translate('console.figures.percent', { value: percent });
  };
  return (
    <FigureCard title={translate('console.figures.sales')} wide>
      <Answered answer={answer}>
        {(figures) => {
          const currencies = [...new Set(figures.periods.flatMap((period) => period.currencies.map((row) => row.currency)))].sort();
          if (!currencies.length) return <Typography>{translate('console.figures.noSales')}</Typography>;
          return (
            <>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(320px, 1fr))' } }}>
                {currencies.map((currency) => <SalesChart key={currency} figures={figures} currency={currency} />)}
              </Box>
              <FigureTable
                caption={translate('console.figures.salesCaption', { zone: figures.timeZone })}
                columns={[
                  { heading: translate('console.figures.period') }, { heading: translate('console.figures.currency') },
                  { heading: translate('console.figures.orders'), numeric: true }, { heading: translate('console.figures.ordersBefore'), numeric: true },
                  { heading: translate('console.figures.revenue'), numeric: true }, { heading: translate('console.figures.revenueBefore'), numeric: true },
                  { heading: translate('console.figures.change'), numeric: true },
                ]}
                rows={figures.periods.flatMap((period) => period.currencies.map((row) => ({
                  key: `${period.period}-${row.currency}`,
                  cells: [
                    translate(`console.figures.periods.${period.period}`), row.currency, row.orders, row.previousOrders,
                    money(row.revenue, row.decimals, row.currency), money(row.previousRevenue, row.decimals, row.currency), change(row.revenue, row.previousRevenue),
                  ],
                })))}
              />
            </>
          );
        }}
      </Answered>
    </FigureCard>
  );
}

/** One currency's revenue, this period against the one before, for today, the week and the month. */
function SalesChart({ figures, currency }: { figures: SalesFigures; currency: string }) {
  const translate = useTranslate();
  const [locale = 'tr'] = useLocaleState();
  const decimals = figures.periods.flatMap((period) => period.currencies).find((row) => row.currency === currency)?.decimals ?? 2;
  const labels = useMemo(() => figures.periods.map((period) => translate(`console.figures.periods.${period.period}`)), [figures, translate]);
  const series = useMemo(() => {
    const of = (pick: (row: SalesFigures['periods'][number]['currencies'][number]) => number) =>
      figures.periods.map((period) => { const row = period.currencies.find((entry) => entry.currency === currency); return row ? pick(row) : 0; });
    return [
      { name: translate('console.figures.thisPeriod'), values: of((row) => row.revenue), colour: CURRENT },
      { name: translate('console.figures.periodBefore'), values: of((row) => row.previousRevenue), colour: PREVIOUS },
    ];
  }, [figures, currency, translate]);
  const formatValue = useCallback((value: number) => moneyText(Math.round(value), locale, decimals), [locale, decimals]);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">{translate('console.figures.revenueIn', { currency })}</Typography>
      <BarChart labels={labels} series={series} formatValue={formatValue} />
    </Box>
  );
}

function PeriodSelect({ value, onChange }: { value: FigurePeriod; onChange: (period: FigurePeriod) => void }) {
  const translate = useTranslate();
  return (
    <FormControl size="small" sx={{ minWidth: 130 }}>
      <InputLabel id="figures-top-period">{translate('console.figures.period')}</InputLabel>
      <Select labelId="figures-top-period" label={translate('console.figures.period')} value={value} onChange={(event) => onChange(event.target.value)}>
        {FIGURE_PERIODS.map((period) => <MenuItem key={period} value={period}>{translate(`console.figures.periods.${period}`)}</MenuItem>)}
      </Select>
    </FormControl>
  );
}

function TopProductsCard() {
  const translate = useTranslate();
  const money = useMoney();
  const [period, setPeriod] = useState<FigurePeriod>('week');
  const [measure, setMeasure] = useState<TopProductMeasure>('units');
  const answer = useFigure<TopProductRow[]>(`top-products?period=${period}&by=${measure}&limit=${TOP_PRODUCTS}`);
  const [locale = 'tr'] = useLocaleState();
  const nameOf = (row: TopProductRow) => (locale === 'en' ? row.name.en : row.name.tr);
  return (
    <FigureCard
      title={translate('console.figures.topProducts')}
      controls={(
        <Box sx={{ display: 'flex', gap: 1 }}>
          <PeriodSelect value={period} onChange={setPeriod} />
          <FormControl size="small" sx={{ minWidth: 110 }}>
            <InputLabel id="figures-top-measure">{translate('console.figures.rankBy')}</InputLabel>
            <Select labelId="figures-top-measure" label={translate('console.figures.rankBy')} value={measure} onChange={(event) => setMeasure(event.target.value)}>
              {TOP_PRODUCT_MEASURES.map((option) => <MenuItem key={option} value={option}>{translate(`console.figures.measures.${option}`)}</MenuItem>)}
            </Select>
          </FormControl>
        </Box>
      )}
    >
      <Answered answer={answer}>
        {(rows) => (rows.length === 0 ? <Typography>{translate('console.figures.noSales')}</Typography> : (
          <>
            {measure === 'units' && <UnitsChart rows={rows} />}
            <FigureTable
              caption={translate('console.figures.topProductsCaption', { period: translate(`console.figures.periods.${period}`), measure: translate(`console.figures.measures.${measure}`) })}
              columns={[{ heading: translate('console.figures.product') }, { heading: translate('console.figures.currency') }, { heading: translate('console.figures.units'), numeric: true }, { heading: translate('console.figures.revenue'), numeric: true }]}
              rows={rows.map((row, index) => ({ key: `${row.productId}-${row.currency}`, cells: [`${index + 1}. ${nameOf(row)}`, row.currency, row.units, money(row.revenue, row.decimals, row.currency)] }))}
            />
          </>
        ))}
      </Answered>
    </FigureCard>
  );
}

/** Units per product: one scale whatever the currency (revenue in several currencies has none, so its ranking is a table only). */
function UnitsChart({ rows }: { rows: TopProductRow[] }) {
  const translate = useTranslate();
  const labels = useMemo(() => rows.map((_, index) => String(index + 1)), [rows]);
  const series = useMemo(() => [{ name: translate('console.figures.units'), values: rows.map((row) => row.units), colour: CURRENT }], [rows, translate]);
  const formatValue = useCallback((value: number) => String(value), []);
  return <BarChart labels={labels} series={series} formatValue={formatValue} height={180} wholeNumbers />;
}

function LowStockCard() {
  const translate = useTranslate();
  const [threshold, setThreshold] = useState(3);
  const [page, setPage] = useState(0);
  const answer = useFigure<LowStockRow[]>(`low-stock?threshold=${threshold}&offset=${page * LOW_STOCK_PAGE}&limit=${LOW_STOCK_PAGE}`);
  const [locale = 'tr'] = useLocaleState();
  return (
    <FigureCard
      title={translate('console.figures.lowStock')}
      controls={(
        <TextField size="small" type="number" label={translate('console.figures.threshold')} value={threshold} sx={{ width: 140 }}
          slotProps={{ htmlInput: { min: 0, max: 10000 } }}
          onChange={(event) => { const value = Number(event.target.value); if (Number.isInteger(value) && value >= 0 && value <= 10_000) { setThreshold(value); setPage(0); } }} />
      )}
    >
      <Answered answer={answer}>
        {(rows, total = rows.length) => (rows.length === 0 ? <Typography>{translate('console.figures.noLowStock')}</Typography> : (
          <>
            <FigureTable
              caption={translate('console.figures.lowStockCaption', { threshold, first: page * LOW_STOCK_PAGE + 1, last: page * LOW_STOCK_PAGE + rows.length, total })}
              columns={[{ heading: translate('console.figures.product') }, { heading: translate('console.figures.variant') }, { heading: translate('console.figures.warehouse') }, { heading: translate('console.figures.units'), numeric: true }]}
              rows={rows.map((row) => ({
                key: `${row.barcodeId}-${row.warehouse.id}`,
                cells: [`${locale === 'en' ? row.name.en : row.name.tr} (${row.sku})`, row.size ? `${row.barcode} · ${row.size}` : row.barcode, row.warehouse.name, row.quantity],
              }))}
            />
            <Box component="nav" aria-label={translate('console.figures.lowStockPages')} sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>{translate('ra.navigation.previous')}</Button>
              <Button size="small" disabled={(page + 1) * LOW_STOCK_PAGE >= total} onClick={() => setPage(page + 1)}>{translate('ra.navigation.next')}</Button>
            </Box>
          </>
        ))}
      </Answered>
    </FigureCard>
  );
}

function ZeroResultSearchesCard() {
  const translate = useTranslate();
  const answer = useFigure<ZeroResultSearchRow[]>(`zero-result-searches?limit=${ZERO_RESULT_SEARCHES}`);
  return (
    <FigureCard title={translate('console.figures.zeroResults')}>
      <Answered answer={answer}>
        {(rows) => (rows.length === 0 ? <Typography>{translate('console.figures.noZeroResults')}</Typography> : (
          <>
            <SearchesChart rows={rows} />
            <FigureTable
              caption={translate('console.figures.zeroResultsCaption')}
              columns={[{ heading: translate('console.figures.query') }, { heading: translate('console.figures.language') }, { heading: translate('console.figures.searches'), numeric: true }]}
              rows={rows.map((row, index) => ({ key: `${row.culture}-${row.query}`, cells: [`${index + 1}. ${row.query}`, translate(`console.choices.${row.culture === 'en' ? 'en' : 'tr'}`), row.searches] }))}
            />
          </>
        ))}
      </Answered>
    </FigureCard>
  );
}

function SearchesChart({ rows }: { rows: ZeroResultSearchRow[] }) {
  const translate = useTranslate();
  const labels = useMemo(() => rows.map((_, index) => String(index + 1)), [rows]);
  const series = useMemo(() => [{ name: translate('console.figures.searches'), values: rows.map((row) => row.searches), colour: CURRENT }], [rows, translate]);
  const formatValue = useCallback((value: number) => String(value), []);
  return <BarChart labels={labels} series={series} formatValue={formatValue} height={180} wholeNumbers />;
}
