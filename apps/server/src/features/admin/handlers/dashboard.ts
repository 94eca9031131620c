import type { adminDashboard } from "@taxlearn/api/admin";
import { fenToYuan, lastBeijingDays } from "@taxlearn/core";
import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../admin-access";
import { type DashboardSources, figuresByDay } from "../dashboard.repo";

/** Days on the dashboard's chart, today included. */
export const DASHBOARD_DAYS = 30;

/** GET /api/admin/dashboard (every operator role): today's figures and the last 30 Beijing days. */
export const dashboardHandler =
  (server: ServerContext, sources: DashboardSources): OperatorHandler<typeof adminDashboard> =>
  async () => {
    const days = lastBeijingDays(server.clock(), DASHBOARD_DAYS);
    const figures = await figuresByDay(server.db, sources, days);
    const series = days.map((day) => {
      const f = figures.get(day)!;
      return {
        day,
        newLearners: f.newLearners,
        paidOrders: f.paidOrders,
        revenue: fenToYuan(f.revenueFen),
        activeLearners: f.activeLearners,
      };
    });
    const onAir = server.live.onAir();
    return ok({
      today: {
        ...series[series.length - 1]!,
        liveViewers: onAir.reduce((total, session) => total + session.viewers, 0),
        liveSessions: onAir.length,
      },
      days: series,
    });
  };
