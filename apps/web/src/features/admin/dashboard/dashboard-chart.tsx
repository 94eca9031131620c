import type { AdminDashboardData } from "@taxlearn/api/admin";
import { vars } from "@taxlearn/ui";
import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";

// Only the parts a line chart needs (Chart.js is tree-shaken by registration).
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend);

const T = ADMIN_TEXT.dashboard;

/** A theme colour's value (`var(--name)` → what the page's theme sets), for the canvas, which cannot read variables. */
const themeColour = (element: Element, variable: string): string =>
  getComputedStyle(element)
    .getPropertyValue(variable.replace(/^var\((--[^),]+).*$/, "$1"))
    .trim();

/**
 * The last 30 days as a line chart (new learners, paid orders, active learners on the left axis; revenue in yuan on
 * the right). The canvas is presentational for screen readers; the same figures are in the table beside it.
 */
export function DashboardChart({ days }: { days: AdminDashboardData["days"] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const colour = (variable: string) => themeColour(element, variable);
    const line = (label: string, data: number[], variable: string, axis = "count") => ({
      label,
      data,
      yAxisID: axis,
      borderColor: colour(variable),
      backgroundColor: colour(variable),
      tension: 0.25,
      pointRadius: 2,
    });
    const chart = new Chart(element, {
      type: "line",
      data: {
        labels: days.map((d) => d.day.slice(5)),
        datasets: [
          line(
            T.newLearners,
            days.map((d) => d.newLearners),
            vars.color.brand,
          ),
          line(
            T.paidOrders,
            days.map((d) => d.paidOrders),
            vars.color.warning,
          ),
          line(
            T.activeLearners,
            days.map((d) => d.activeLearners),
            vars.color.success,
          ),
          line(
            T.revenueYuan,
            days.map((d) => Number(d.revenue)),
            vars.color.danger,
            "money",
          ),
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: "index", intersect: false },
        scales: {
          count: { type: "linear", position: "left", beginAtZero: true, ticks: { precision: 0 } },
          money: { type: "linear", position: "right", beginAtZero: true, grid: { drawOnChartArea: false } },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);
  return (
    <div className={styles.chart} aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
