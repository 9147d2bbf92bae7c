import { useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useNumbers } from '../api/numbers.js';
import type { Numbers } from '../api/types.js';

/**
 * The business at a glance (docs/operator-console.md): usage, replies by model, money and the
 * funnels with the A/B split, over a range of UTC days. Loaded as its own chunk inside the
 * console, so the charting library is fetched only when this page opens.
 */
const DAY = 86_400_000;
const W = 620;
const H = 240;
const colors = ['#3b6fd8', '#e0803a', '#2f9e6b', '#b5479b', '#8a8f99', '#c9a227'];
const ab = { A: '#3b6fd8', B: '#e0803a' };

const dayText = (ms: number) => new Date(ms).toISOString().slice(5, 10);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const parseDay = (s: string) => Date.parse(`${s}T00:00:00Z`);
const today = () => Math.floor(Date.now() / DAY) * DAY;

export function NumbersPage() {
  const [from, setFrom] = useState(isoDay(today() - 13 * DAY));
  const [to, setTo] = useState(isoDay(today()));
  const start = parseDay(from);
  const end = parseDay(to) + DAY;
  const valid = Number.isFinite(start) && Number.isFinite(end) && end > start;
  const q = useNumbers(start, end, valid);
  return (
    <section data-testid="adm-numbers">
      <form className="adm-actions adm-range" onSubmit={(e) => e.preventDefault()}>
        <label>
          From <input type="date" data-testid="adm-from" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To <input type="date" data-testid="adm-to" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <span className="adm-muted">UTC days{q.isFetching ? ' · loading…' : ''}</span>
      </form>
      {!valid ? (
        <p className="adm-error" role="alert" data-testid="adm-range-invalid">
          {Number.isFinite(start) && Number.isFinite(end)
            ? `The range is invalid: From (${from}) is after To (${to}).`
            : 'The range is invalid: pick both days.'}
        </p>
      ) : (
        <>
          {q.error && <p className="adm-error">{q.error.message}</p>}
          {q.data && <Figures n={q.data} />}
        </>
      )}
    </section>
  );
}

function Chart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <figure className="adm-chart" data-testid={`adm-chart-${id}`}>
      <figcaption>{title}</figcaption>
      {children}
    </figure>
  );
}

function Figures({ n }: { n: Numbers }) {
  const usage = n.usage.map((d) => ({ ...d, label: dayText(d.day) }));
  const models = [...new Set(n.replies.byDay.map((d) => d.model))];
  const replyDays = pivot(
    n.replies.byDay,
    (d) => d.model,
    (d) => d.avgFirstTokenMs ?? 0,
  );
  // Stars orders come as their own currency (XTR, counted in Stars, no cents): told apart below the charts.
  const currencies = [...new Set([...n.money.byDay, ...n.money.refunds].map((d) => d.currency))].filter((c) => c !== 'XTR');
  const revenue = pivot(
    n.money.byDay,
    (d) => d.currency,
    (d) => d.cents / 100,
  );
  const refunds = pivot(
    n.money.refunds,
    (d) => d.currency,
    (d) => d.cents / 100,
  );
  const stars = n.money.byDay.reduce((s, d) => s + d.stars, 0);
  const starsRefunded = n.money.refunds.reduce((s, d) => s + d.stars, 0);
  const totals = (rows: { orders: number }[]) => rows.reduce((s, r) => s + r.orders, 0);
  return (
    <div className="adm-charts">
      <Chart id="users" title="Users per day">
        <LineChart width={W} height={H} data={usage}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Line dataKey="activeUsers" name="active" stroke={colors[0]} isAnimationActive={false} />
          <Line dataKey="newAccounts" name="new accounts" stroke={colors[1]} isAnimationActive={false} />
          <Line dataKey="signUps" name="sign-ups" stroke={colors[2]} isAnimationActive={false} />
        </LineChart>
      </Chart>
      <Chart id="messages" title="Messages per day">
        <BarChart width={W} height={H} data={usage}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="messages" name="sent" fill={colors[0]} isAnimationActive={false} />
          <Bar dataKey="replies" name="replies" fill={colors[2]} isAnimationActive={false} />
          <Bar dataKey="failedTurns" name="failed turns" fill="#c0392b" isAnimationActive={false} />
        </BarChart>
      </Chart>
      <Chart id="first-token" title="Mean time to first token by model (ms)">
        <LineChart width={W} height={H} data={replyDays}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis />
          <Tooltip />
          <Legend />
          {models.map((m, i) => (
            <Line key={m} dataKey={m} stroke={colors[i % colors.length]} isAnimationActive={false} />
          ))}
        </LineChart>
      </Chart>
      <Chart id="models" title="Replies by model">
        <BarChart width={W} height={H} data={n.replies.byModel}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="model" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="replies" fill={colors[0]} isAnimationActive={false} />
          <Bar dataKey="failures" fill="#c0392b" isAnimationActive={false} />
        </BarChart>
        <table className="adm-table adm-small" data-testid="adm-models">
          <thead>
            <tr>
              <th>Model</th>
              <th>Replies</th>
              <th>Failures</th>
              <th>First token, mean / worst</th>
              <th>Whole reply, mean</th>
            </tr>
          </thead>
          <tbody>
            {n.replies.byModel.map((m) => (
              <tr key={m.model}>
                <td>
                  <code>{m.model}</code>
                </td>
                <td>{m.replies}</td>
                <td>{m.failures}</td>
                <td>
                  {m.avgFirstTokenMs ?? '—'} / {m.maxFirstTokenMs ?? '—'} ms
                </td>
                <td>{m.avgTotalMs} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Chart>
      <Chart id="revenue" title="Revenue per day (by currency; Stars apart)">
        <BarChart width={W} height={H} data={revenue}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis />
          <Tooltip />
          <Legend />
          {currencies.map((c, i) => (
            <Bar key={c} dataKey={c} stackId="paid" fill={colors[i % colors.length]} isAnimationActive={false} />
          ))}
        </BarChart>
        {stars > 0 && <p className="adm-muted">Stars: {stars} in the range</p>}
      </Chart>
      <Chart id="refunds" title={`Refunds per day (${totals(n.money.refunds)} orders)`}>
        <BarChart width={W} height={H} data={refunds}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis />
          <Tooltip />
          <Legend />
          {currencies.map((c, i) => (
            <Bar key={c} dataKey={c} fill={colors[(i + 3) % colors.length]} isAnimationActive={false} />
          ))}
        </BarChart>
        {starsRefunded > 0 && <p className="adm-muted">Stars refunded: {starsRefunded} in the range</p>}
      </Chart>
      <Chart id="methods" title="Paid orders by pay method">
        <BarChart width={W} height={H} data={n.money.byMethod.map((m) => ({ ...m, label: `${m.method} ${m.currency}` }))} layout="vertical">
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={200} />
          <Tooltip />
          <Bar dataKey="orders" fill={colors[0]} isAnimationActive={false} />
        </BarChart>
      </Chart>
      <Chart id="plans" title="Paid orders by plan or coin pack">
        <BarChart width={W} height={H} data={n.money.byPlan.map((m) => ({ ...m, label: `${m.kind} ${m.itemId}` }))} layout="vertical">
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={200} />
          <Tooltip />
          <Bar dataKey="orders" fill={colors[2]} isAnimationActive={false} />
        </BarChart>
        <table className="adm-table adm-small">
          <thead>
            <tr>
              <th>A/B group</th>
              <th>Paid orders</th>
              <th>Revenue</th>
            </tr>
          </thead>
          <tbody>
            {n.money.byGroup.map((g) => (
              <tr key={`${g.ab}-${g.currency}`}>
                <td>{g.ab}</td>
                <td>{g.orders}</td>
                <td>{g.stars ? `${g.stars} Stars` : `${(g.cents / 100).toFixed(2)} ${g.currency}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Chart>
      {(
        [
          ['premium', 'Premium: show → click → pay → success'],
          ['coins', 'Coins: show → click → pay → success'],
          ['createCharacter', 'Create a character, step by step'],
          ['landing', 'Landing → sign-up'],
        ] as const
      ).map(([key, title]) => (
        <Chart key={key} id={`funnel-${key}`} title={`${title} (devices, by A/B group)`}>
          <BarChart width={W} height={H} data={n.funnels[key]}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="step" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="A" fill={ab.A} isAnimationActive={false} />
            <Bar dataKey="B" fill={ab.B} isAnimationActive={false} />
          </BarChart>
        </Chart>
      ))}
    </div>
  );
}

/** Rows of `{day, series, value}` as one row a day with a key per series (what a chart's data wants). */
function pivot<T extends { day: number }>(rows: T[], series: (r: T) => string, value: (r: T) => number) {
  const byDay = new Map<number, Record<string, number | string>>();
  for (const r of rows) {
    const row = byDay.get(r.day) ?? { label: dayText(r.day) };
    row[series(r)] = ((row[series(r)] as number | undefined) ?? 0) + value(r);
    byDay.set(r.day, row);
  }
  return [...byDay.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
}
