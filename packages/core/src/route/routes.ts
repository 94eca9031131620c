import type { RouteRecord } from "./route.schema";

type RouteOptions = Partial<Pick<RouteRecord, "requiresAuth" | "keepAlive" | "breadcrumb" | "redirect" | "children">>;

const route = (path: string, name: string, title: string, options: RouteOptions = {}): RouteRecord => ({
  path,
  name,
  title,
  requiresAuth: options.requiresAuth ?? false,
  keepAlive: options.keepAlive ?? false,
  breadcrumb: options.breadcrumb ?? true,
  ...(options.redirect ? { redirect: options.redirect } : {}),
  ...(options.children ? { children: options.children } : {}),
});

const auth = { requiresAuth: true } as const;
const keep = { keepAlive: true } as const;

/** spec §2 learner centre: every child needs login. */
const CENTRE_CHILDREN: ReadonlyArray<RouteRecord> = [
  route("/center/course-study", "courseStudy", "当前课程", auth),
  route("/center/course-purchase", "coursePurchase", "已购课程", auth),
  route("/center/footprint", "footprint", "学习足迹", auth),
  route("/center/kedan", "centerKedan", "我的课单", auth),
  route("/center/qa", "qa", "我的问答", auth),
  route("/center/order", "order", "我的订单", auth),
  route("/center/invoice-apply", "invoiceApply", "申请发票", auth),
  route("/center/invoice-record", "invoiceRecord", "开票记录", auth),
  route("/center/invoice-title", "invoiceTitle", "发票抬头", auth),
  route("/center/message", "message", "我的消息", auth),
  route("/center/userInfo", "userInfo", "个人信息", auth),
  route("/center/collect/course", "collectCourse", "收藏的课程", auth),
  route("/center/collect/policy", "collectPolicy", "收藏的政策", auth),
  // spec §2: both spellings exist.
  route("/center/collect/caseBook", "collectCaseBook", "收藏的案例", auth),
  route("/center/collect/casebook", "collectCasebook", "收藏的案例", auth),
  route("/center/plan", "plan", "学习方案", auth),
  route("/center/credits", "credits", "学时档案", auth),
  route("/center/subscribe", "subscribe", "我的订阅", auth),
];

/** spec §2 route table: the main layout at / and every page as its child. */
export const ROUTES: ReadonlyArray<RouteRecord> = [
  route("/", "layout", "首页", {
    redirect: "/home",
    breadcrumb: false,
    children: [
      route("/home", "home", "首页"),
      route("/login", "login", "登录"),
      route("/orgLogin", "orgLogin", "机构登录"),
      route("/register", "register", "注册"),
      // spec §7: the social-app QR login redirects to a third-login page of that app's type (/thirdLogin/wechat)
      route("/thirdLogin/:type", "thirdLogin", "第三方登录", { breadcrumb: false }),
      // spec §1, §8: the workplace-messaging single sign-on's entry (/ddLogin?orgId=&code=)
      route("/ddLogin", "ddLogin", "钉钉登录", { breadcrumb: false }),
      // spec §7 POST /api/org/auth2: the organisation's own OAuth2 login starts and lands here (/orgAuth?orgId=)
      route("/orgAuth", "orgAuth", "机构认证登录", { breadcrumb: false }),
      route("/404", "notFound", "页面不存在"),
      route("/notice", "notice", "公告"),
      route("/about", "about", "关于我们"),
      route("/join", "join", "加入我们"),
      route("/feedback", "feedback", "意见反馈"),
      route("/service-protocol", "serviceProtocol", "法律协议"),
      route("/knowledge", "knowledge", "知识库"),
      route("/extended-read", "extendedRead", "延伸阅读"),
      route("/course/list", "courseList", "课程", keep),
      route("/course/details", "courseDetails", "课程详情"),
      route("/course/region", "courseRegion", "地区推荐"),
      route("/policy", "policy", "政策", keep),
      route("/new-policy", "newPolicy", "新政速递"),
      route("/policy/details", "policyDetails", "政策详情"),
      route("/new-policy-more", "newPolicyMore", "更多新政"),
      route("/casebook", "casebook", "案例", keep),
      route("/casebook/details", "casebookDetails", "案例详情"),
      route("/caimiao-custom", "caimiaoCustom", "专题"),
      route("/caimiao-custom/details", "caimiaoCustomDetails", "专题详情"),
      route("/customFile", "customFile", "定制内容"),
      route("/customFile2", "customFile2", "定制内容"),
      route("/customFile/list", "customFileList", "定制内容列表"),
      route("/search/:keys", "search", "搜索"),
      route("/relational-graph", "relationalGraph", "关系图谱"),
      route("/choiceness", "choiceness", "精选课程"),
      route("/success/success", "success", "操作成功"),
      route("/kedan", "kedan", "推荐课单"),
      route("/kedan/detail/:id", "kedanDetail", "课单详情", auth),
      route("/kedan/custom", "kedanCustom", "定制课单"),
      route("/studyPlan", "studyPlan", "推荐课单"),
      route("/studyPlan/detail/:id", "studyPlanDetail", "学习方案", auth),
      route("/studyPlan/custom", "studyPlanCustom", "人工定制课单"),
      // a stage exam of a plan and its result (beyond the spec's table: the exam screen needs a page of its own)
      route("/studyPlan/exam/:id", "studyPlanExam", "阶段测验", auth),
      route("/hearing", "hearing", "听证"),
      route("/hearing/Details", "hearingDetails", "听证详情"),
      route("/live", "live", "直播"),
      route("/liveList", "liveList", "直播列表"),
      route("/liveDetail", "liveDetail", "直播详情"),
      route("/live/studio", "liveStudio", "直播间后台", auth),
      route("/vip", "vip", "VIP会员"),
      route("/vip/payment", "vipPayment", "确认订单"),
      route("/vip/placeOrder", "vipPlaceOrder", "支付订单"),
      // where WeChat Pay H5, Alipay WAP and the JSAPI page send the learner back after paying (?tradeNo=): it asks
      // verifyStatus, also when the provider returns without a result
      route("/pay/result", "payResult", "支付结果", { requiresAuth: true, breadcrumb: false }),
      route("/ai", "ai", "AI助手", auth),
      route("/help/index", "help", "帮助中心"),
      route("/help/freshMan", "helpFreshMan", "新手指引"),
      route("/help/problem/list", "helpProblemList", "常见问题", {
        children: [route("/problem/index", "index", "问题列表"), route("/problem/detail", "detail", "问题详情")],
      }),
      // spec §2 support / §6: the customer-service chat (new window, login required) and the staff's console
      route("/service/chat", "serviceChat", "在线客服", auth),
      route("/service/agent", "serviceAgent", "客服工作台", auth),
      // an organisation manager's study-hour reports of its members (organisation-manager role, per organisation)
      route("/org/reports", "orgReports", "机构学习报告", auth),
      route("/center", "center", "学员中心", {
        requiresAuth: true,
        redirect: "/center/course-study",
        children: CENTRE_CHILDREN,
      }),
    ],
  }),
];
