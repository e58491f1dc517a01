import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { StatsDay } from '@contracts/stats';
import { staffT } from '@web/admin/i18n/admin-staff-t';

/** The bar chart of the last 7 days (000 §9). recharts reaches the browser with this tab only. */
export function PlaysChart({ days }: { days: StatsDay[] }) {
  const data = days.map((day) => ({
    // The day of the month: seven of them fit under the bars at 390 px (the caption has the dates).
    day: day.date.slice(8),
    plays: day.plays,
    sessions: day.workflowSessions,
  }));
  return (
    <figure className="grid gap-2" data-testid="plays-chart">
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickLine={false} interval={0} />
            <YAxis allowDecimals={false} tickLine={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="plays" name={staffT('stats.series.plays')} fill="var(--color-primary)" />
            <Bar
              dataKey="sessions"
              name={staffT('stats.series.sessions')}
              fill="var(--color-muted-foreground)"
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The figures as text too: for screen readers and the tests. */}
      <figcaption className="sr-only">
        <ul>
          {days.map((day) => (
            <li key={day.date}>
              {day.date}: {day.plays} {staffT('stats.series.plays')}, {day.workflowSessions}{' '}
              {staffT('stats.series.sessions')}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
