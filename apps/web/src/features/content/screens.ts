import type { ScreenLoaders } from "../../app/router/screen-loaders";

/** Policy, case, themed-collection, custom-content, hearing and search screens by route name (core ROUTES). */
export const contentScreens: ScreenLoaders = {
  policy: () => import("./policy/PolicyScreen"),
  newPolicy: () => import("./policy/NewPolicyScreen"),
  newPolicyMore: () => import("./policy/NewPolicyMoreScreen"),
  policyDetails: () => import("./policy/PolicyDetailsScreen"),
  casebook: () => import("./casebook/CasebookScreen"),
  casebookDetails: () => import("./casebook/CaseDetailsScreen"),
  caimiaoCustom: () => import("./custom/CaimiaoCustomScreen"),
  caimiaoCustomDetails: () => import("./custom/CustomFileDetailsScreen"),
  customFile: () => import("./custom/CustomFileScreen"),
  customFile2: () => import("./custom/CustomFile2Screen"),
  customFileList: () => import("./custom/CustomFileListScreen"),
  hearing: () => import("./hearing/HearingScreen"),
  hearingDetails: () => import("./hearing/HearingDetailsScreen"),
  search: () => import("./search/SearchScreen"),
};
