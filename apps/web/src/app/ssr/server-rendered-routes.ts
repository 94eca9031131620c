/**
 * The public pages the server renders with their data (decision 095), by core route name, with the source of each
 * screen module: the server looks it up in the client build's manifest to link the screen's CSS and preload its
 * chunks, so the page is styled before any script runs. Learner-only screens stay client-rendered.
 */
export const SERVER_RENDERED_SCREENS: Readonly<Record<string, string>> = {
  home: "src/features/catalogue/home/home-screen.tsx",
  courseList: "src/features/catalogue/course-list/course-list-screen.tsx",
  courseDetails: "src/features/course-detail/course-detail-screen.tsx",
  knowledge: "src/features/catalogue/knowledge/knowledge-screen.tsx",
  policy: "src/features/content/policy/policy-screen.tsx",
  policyDetails: "src/features/content/policy/policy-details-screen.tsx",
  casebook: "src/features/content/casebook/casebook-screen.tsx",
  casebookDetails: "src/features/content/casebook/case-details-screen.tsx",
  caimiaoCustom: "src/features/content/custom/caimiao-custom-screen.tsx",
  caimiaoCustomDetails: "src/features/content/custom/custom-file-details-screen.tsx",
  // a public sales page: its products, rights and questions are in the HTML, so nothing shifts when data arrive
  vip: "src/features/commerce/vip/vip-screen.tsx",
};
