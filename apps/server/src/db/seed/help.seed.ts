import { helpArticleRow, helpGuideRow } from "../../features/help/help-rows";
import type { Database } from "../database";
import * as schema from "../schema";
import { HELP_ARTICLES_A } from "./help-articles-a.seed";
import { HELP_ARTICLES_B } from "./help-articles-b.seed";

export const HELP_CATEGORIES = [
  { id: 1, name: "账号与登录", description: "注册、登录、找回密码与个人信息", icon: "account", sort: 1 },
  { id: 2, name: "会员与支付", description: "VIP 权益、开通续费与支付问题", icon: "vip", sort: 2 },
  { id: 3, name: "发票与报销", description: "申请发票、抬头填写与开票记录", icon: "invoice", sort: 3 },
  { id: 4, name: "学习与课程", description: "学习进度、课程问答与视频播放", icon: "study", sort: 4 },
  { id: 5, name: "机构登录", description: "机构入口、登录失败与课程范围", icon: "org", sort: 5 },
  { id: 6, name: "技术问题", description: "浏览器、手机学习与网络异常", icon: "tech", sort: 6 },
] as const;

const GENERAL_GUIDE = `<h2>欢迎来到财税学习平台</h2>
<p>这里汇集了出口退税、增值税、企业所得税、数电发票等财税课程，以及政策法规、案例库和直播课。三步开始学习：</p>
<h3>第一步：注册并登录</h3>
<p>点击右上角“注册”，用手机号和短信验证码创建账号；已有账号直接“登录”。</p>
<h3>第二步：找到适合的课程</h3>
<p>通过顶部导航进入“课程”“微课”“政策”“案例”，或在搜索框输入课程名。课程卡片上的“上新”“更新”标签提示最新内容。</p>
<h3>第三步：学习与提问</h3>
<p>在课程详情页观看视频，进度自动保存；有疑问可以在“课程问答”中向讲师提问。学习记录、收藏和消息都在“学员中心”。</p>
<p>遇到问题？查看<a href="/help/index">帮助中心</a>或使用右侧的在线客服。</p>`;

/** Organisations with a guide of their own (others, and visitors, get the general guide). */
const ORG_GUIDES = [
  {
    orgId: 12,
    title: "机构学员新手指引",
    html: `<h2>欢迎通过机构入口学习</h2>
<p>您已通过所在机构的学习入口登录，无需另行注册。机构为您开通的课程可直接学习，学习进度会同步到机构的培训记录中。</p>
<h3>从哪里开始</h3>
<ul><li>首页“地区推荐”展示机构为您挑选的出口退税课程和直播；</li><li>“学员中心 → 课程管理 → 当前课程”可继续上次的学习；</li><li>需要退出时，请从机构系统中退出，以免影响其他同事使用。</li></ul>
<p>如需开通更多课程，请联系机构培训负责人。</p>`,
  },
] as const;

/** The newcomer guides' titles and texts (checked with the articles by help-articles.seed.test.ts). */
export const HELP_GUIDES = [{ title: "新手指引", html: GENERAL_GUIDE }, ...ORG_GUIDES];

/** The help centre's categories, articles and newcomer guides. */
export async function seedHelp(db: Database, now: Date): Promise<void> {
  await db.insert(schema.helpCategories).values([...HELP_CATEGORIES]);
  const articles = [...HELP_ARTICLES_A, ...HELP_ARTICLES_B].map((a, i) =>
    helpArticleRow({
      id: i + 1,
      categoryId: a.categoryId,
      title: a.title,
      contentHtml: a.html,
      hot: a.hot ?? false,
      sort: i + 1,
      updatedAt: now,
    }),
  );
  await db.insert(schema.helpArticles).values(articles);
  await db
    .insert(schema.helpGuides)
    .values([
      helpGuideRow({ id: 1, orgId: null, title: "新手指引", contentHtml: GENERAL_GUIDE, updatedAt: now }),
      ...ORG_GUIDES.map((g, i) =>
        helpGuideRow({ id: i + 2, orgId: g.orgId, title: g.title, contentHtml: g.html, updatedAt: now }),
      ),
    ]);
}
