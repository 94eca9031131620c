import { adminDashboard } from "@taxlearn/api/admin";
import { AdminTable } from "@taxlearn/ui";
import { lazy, Suspense } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";

const T = ADMIN_TEXT.dashboard;
// the chart library loads only when the figures have arrived
const DashboardChart = lazy(() => import("./dashboard-chart").then((m) => ({ default: m.DashboardChart })));

/** /admin/dashboard (every operator role): today's figures, then the last 30 days as a chart and a table. */
export default function DashboardSection() {
  const figures = useApiQuery((api) => api.call(adminDashboard, {}), []);
  return (
    <QueryView query={figures}>
      {({ today, days }) => {
        const tiles: [string, string][] = [
          [T.newLearners, String(today.newLearners)],
          [T.paidOrders, String(today.paidOrders)],
          [T.revenue, `¥${today.revenue}`],
          [T.activeLearners, String(today.activeLearners)],
          [T.liveViewers, T.liveViewersValue(today.liveViewers, today.liveSessions)],
        ];
        return (
          <div className={styles.stack}>
            <section className={styles.panel} aria-label={T.today(today.day)}>
              <h2 className={styles.panelTitle}>{T.today(today.day)}</h2>
              <dl className={styles.tiles}>
                {tiles.map(([name, value]) => (
                  <div key={name} className={styles.tile}>
                    <dt className={styles.factName}>{name}</dt>
                    <dd className={styles.tileValue}>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className={styles.panel}>
              <h2 className={styles.panelTitle}>{T.trend}</h2>
              <Suspense fallback={<div className={styles.chart} />}>
                <DashboardChart days={days} />
              </Suspense>
              <details>
                <summary>{T.table}</summary>
                <AdminTable
                  caption={T.trend}
                  emptyText="—"
                  columns={[
                    { key: "day", title: T.day },
                    { key: "newLearners", title: T.newLearners },
                    { key: "paidOrders", title: T.paidOrders },
                    { key: "revenue", title: T.revenue },
                    { key: "activeLearners", title: T.activeLearners },
                  ]}
                  rows={[...days].reverse().map((d) => ({
                    key: d.day,
                    cells: {
                      day: d.day,
                      newLearners: String(d.newLearners),
                      paidOrders: String(d.paidOrders),
                      revenue: `¥${d.revenue}`,
                      activeLearners: String(d.activeLearners),
                    },
                  }))}
                />
              </details>
              <p className={styles.muted}>{T.note}</p>
            </section>
          </div>
        );
      }}
    </QueryView>
  );
}
