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

/**
 * A learner's own pages the server draws with the login of the session cookie (decision 128): the centre's lists
 * whose text depends on their reads alone (足迹 groups by today and yesterday and stays in the browser). Each names the
 * sources whose CSS and chunks the page needs at once: the screen and the centre's frame (a chunk of its own).
 * Without the cookie, or with a token the server refuses, they render in the browser as before. Drawn per request,
 * never kept in the render cache.
 */
const CENTRE_FRAME = "src/app/centre/centre-frame.tsx";
const centreScreen = (source: string): readonly string[] => [`src/features/centre/${source}`, CENTRE_FRAME];

export const LEARNER_SCREENS: Readonly<Record<string, readonly string[]>> = {
  courseStudy: centreScreen("course-study/course-study-screen.tsx"),
  coursePurchase: centreScreen("course-purchase/course-purchase-screen.tsx"),
  collectCourse: centreScreen("collect/collect-course-screen.tsx"),
  collectPolicy: centreScreen("collect/collect-policy-screen.tsx"),
  collectCaseBook: centreScreen("collect/collect-case-screen.tsx"),
  collectCasebook: centreScreen("collect/collect-case-screen.tsx"),
  centerKedan: centreScreen("kedan/centre-kedan-screen.tsx"),
};
