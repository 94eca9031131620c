import type { ScreenLoaders } from "../../lib/screen-loaders";

/** Policy, case, themed-collection, custom-content, hearing and search screens by route name (core ROUTES). */
export const contentScreens: ScreenLoaders = {
  policy: () => import("./policy/policy-screen"),
  newPolicy: () => import("./policy/new-policy-screen"),
  newPolicyMore: () => import("./policy/new-policy-more-screen"),
  policyDetails: () => import("./policy/policy-details-screen"),
  casebook: () => import("./casebook/casebook-screen"),
  casebookDetails: () => import("./casebook/case-details-screen"),
  caimiaoCustom: () => import("./custom/caimiao-custom-screen"),
  caimiaoCustomDetails: () => import("./custom/custom-file-details-screen"),
  customFile: () => import("./custom/custom-file-screen"),
  customFile2: () => import("./custom/custom-file2-screen"),
  customFileList: () => import("./custom/custom-file-list-screen"),
  hearing: () => import("./hearing/hearing-screen"),
  hearingDetails: () => import("./hearing/hearing-details-screen"),
  search: () => import("./search/search-screen"),
  relationalGraph: () => import("./graph/relational-graph-screen"),
};
