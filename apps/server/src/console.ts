import type { ADMIN_CONTRACTS } from "@taxlearn/api/admin";
import { newAccountsByBeijingDay } from "./auth/user-directory.repo";
import { usersConsoleHandlers } from "./features/accounts/console/users-console";
import { adminHandlers } from "./features/admin/admin.service";
import { catalogueConsoleHandlers } from "./features/catalogue/console/catalogue-console";
import { creditsConsoleHandlers } from "./features/credits/console/credits-console";
import { helpConsoleHandlers } from "./features/help/console/help-console";
import { invoicesConsoleHandlers } from "./features/invoices/console/invoices-console";
import { lecturesConsoleHandlers } from "./features/lecture-studio/console/lectures-console";
import { livesConsoleHandlers } from "./features/live-media/console/lives-console";
import { ordersConsoleHandlers } from "./features/orders/console/orders-console";
import { paidOrdersByBeijingDay } from "./features/orders/order-figures.repo";
import { newestOrdersOf } from "./features/orders/user-orders.repo";
import { orgReportsConsoleHandlers } from "./features/org-reports/console/org-reports-console";
import { orgsConsoleHandlers } from "./features/orgs/console/orgs-console";
import { planRequestsConsoleHandlers } from "./features/study-plan/console/plan-requests-console";
import { articlesConsoleHandlers } from "./features/subscriptions/console/articles-console";
import { activeLearnersByDay } from "./features/video/active-learners.repo";
import { newestStudyOf } from "./features/video/study-history.repo";
import { watchedShare } from "./features/video/watched-share.repo";
import { vipConsoleHandlers } from "./features/vip/console/vip-console";
import type { HandlersFor } from "./http/mount-contracts";
import type { ServerContext } from "./server-context";

/**
 * Every console call, each from the feature whose data it edits (`features/<feature>/console/`), behind the
 * section check of `features/admin/admin-access.ts`. `Required` makes a console contract without a handler a
 * build error.
 */
export const consoleHandlers = (server: ServerContext): Required<HandlersFor<typeof ADMIN_CONTRACTS>> => ({
  ...adminHandlers(server, {
    newAccounts: newAccountsByBeijingDay,
    paidOrders: paidOrdersByBeijingDay,
    activeLearners: activeLearnersByDay,
  }),
  ...ordersConsoleHandlers(server, watchedShare),
  ...invoicesConsoleHandlers(server),
  ...orgsConsoleHandlers(server),
  ...orgReportsConsoleHandlers(server),
  ...vipConsoleHandlers(server),
  ...usersConsoleHandlers(server, { newestOrders: newestOrdersOf, newestStudy: newestStudyOf }),
  ...catalogueConsoleHandlers(server),
  ...articlesConsoleHandlers(server),
  ...helpConsoleHandlers(server),
  ...livesConsoleHandlers(server),
  ...lecturesConsoleHandlers(server),
  ...creditsConsoleHandlers(server),
  ...planRequestsConsoleHandlers(server),
});
