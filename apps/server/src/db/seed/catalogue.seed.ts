import { beijingDay, type CourseProductType, courseLength, PRODUCT_TYPES } from "@taxlearn/core";
import { richTextToPlain, sanitizeRichText } from "../../features/catalogue/rich-text";
import { ARTICLE_TYPES, CASE_TYPE_NAMES, POLICY_TYPE_NAMES } from "../reference-data/article-types";
import { PROVINCES } from "../reference-data/regions";
import { TOPICS, type Topic } from "../reference-data/topics";
import { seedImageUrl } from "./media.seed";
import { caseTextOf, closingLineOf, policyTextOf } from "./policy-texts/written-texts";
import { tagsImpliedBy } from "./subject-tags";
import { LECTURERS, TOPIC_LECTURERS } from "./topics.seed";
import { lectureSecondsByCourse } from "./video.seed";

const DAY = 86_400_000;

/** Deterministic pseudo-random numbers (mulberry32) so every seeded database holds the same content. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const CHINESE_NUMERALS = ["一", "二", "三", "四", "五", "六", "七", "八"];
const paragraphs = (items: readonly string[]) => items.map((p) => `<p>${p}</p>`).join("");

export const COURSE_CATEGORY_ROWS = TOPICS.map((t, i) => ({
  id: t.categoryId,
  kind: "course",
  name: t.name,
  parentId: null,
  sort: i,
}));
const NEWS_CATEGORY_ROWS = Object.entries(POLICY_TYPE_NAMES).map(([type, name]) => ({
  id: 200 + Number(type),
  kind: "news",
  name,
  parentId: null,
  sort: Number(type),
}));
const CASE_CATEGORY_ROWS = Object.entries(CASE_TYPE_NAMES).map(([type, name]) => ({
  id: 300 + Number(type),
  kind: "case",
  name,
  parentId: null,
  sort: Number(type),
}));

/**
 * The policy figures' own size (scripts/make-seed-images.ts draws them 640 × 360): the rich text's img carries it,
 * so the page reserves the figure's box before the image arrives.
 */
export const POLICY_FIGURE = { width: 640, height: 360 } as const;

const ALL_TOPIC_TAGS = TOPICS.flatMap((t) => t.tags);
const PRICES = ["99.00", "129.00", "199.00", "299.00", "399.00", "599.00", "680.00"];

interface CourseSeed {
  topic: Topic;
  title: string;
  productType: CourseProductType;
}

function courseSeeds(): CourseSeed[] {
  const seeds: CourseSeed[] = [];
  for (const topic of TOPICS) {
    for (const title of topic.courses) seeds.push({ topic, title, productType: PRODUCT_TYPES.recorded });
    for (const title of topic.micro) seeds.push({ topic, title, productType: PRODUCT_TYPES.micro });
  }
  const series: [number, string][] = [
    [101, "出口退税从入门到精通系列课"],
    [102, "增值税全链条实务系列课"],
    [103, "汇算清缴季专题系列课"],
  ];
  for (const [categoryId, title] of series) {
    seeds.push({ topic: TOPICS.find((t) => t.categoryId === categoryId)!, title, productType: PRODUCT_TYPES.series });
  }
  return seeds;
}

export function generateCatalogue(now: Date) {
  const rand = random(2026);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - Math.floor(rand() * 8) * 3_600_000);

  const lecturers = LECTURERS.map((l) => ({ ...l, avatar: seedImageUrl.lecturer(l.id) }));

  const drafted = courseSeeds().map((seed, i) => {
    const id = 1001 + i;
    const { topic } = seed;
    const micro = seed.productType === PRODUCT_TYPES.micro;
    const free = micro ? rand() < 0.7 : rand() < 0.25;
    const price = free ? "0.00" : micro ? "19.90" : pick(rand, PRICES);
    const otPrice = free ? "0.00" : (Number(price) * 1.5).toFixed(2);
    // Micro-courses: teachingMethod 1 marks one cut from a recorded course, 2 a standalone one (the /knowledge tabs
    // 课程微课 / 独立微课); the last micro-course of each topic is standalone. No random draw, so the rest stays as seeded.
    const microMethod = topic.micro.indexOf(seed.title) === topic.micro.length - 1 ? 2 : 1;
    const teachingMethod =
      seed.productType === PRODUCT_TYPES.series ? 1 : micro ? microMethod : pick(rand, [1, 1, 1, 2, 3]);
    const points = [...topic.points].sort(() => rand() - 0.5).slice(0, 3);
    const lessonCount = micro
      ? 1
      : seed.productType === PRODUCT_TYPES.series
        ? 24 + Math.floor(rand() * 12)
        : 6 + Math.floor(rand() * 14);
    const createdDaysAgo = 5 + i * 4 + Math.floor(rand() * 4);
    const updateMark = pick(rand, [1, 2, 2, 3, 3, 3, 4]);
    const extraTags = seed.title.includes("跨境") ? ["跨境电商"] : [];
    const tags = [...new Set([...topic.tags.slice(0, 3), ...extraTags])];
    const browse = Math.floor(rand() * 20000) + 120;
    const orgStatus = rand() < 0.08 ? 2 : 1;
    // the draw that once made up the course's length is still taken, so every later draw (prices, lecturers,
    // dates) stays as seeded; the length now comes from the lectures
    rand();
    return {
      id,
      title: seed.title,
      image: seedImageUrl.course(id),
      productInfo: `${points[0]}本课程围绕“${seed.title}”展开，${micro ? "用几分钟讲清一个要点" : `共${lessonCount}讲，结合案例逐项讲解`}。`,
      detailHtml: sanitizeRichText(
        `<h3>课程简介</h3>${paragraphs(points)}<h3>适合人群</h3><p>企业财务人员、办税人员及关注${topic.name}政策的管理者。</p>` +
          `<h3>你将收获</h3><ul>${topic.tags.map((t) => `<li>掌握${t}相关的政策口径与实操方法</li>`).join("")}</ul>`,
      ),
      price,
      otPrice,
      productType: seed.productType,
      teachingMethod,
      keyword: tags.join(","),
      tags,
      updateMark,
      browse,
      categoryId: topic.categoryId,
      orgStatus,
      lessonCount,
      durationMinutes: 0,
      provinceId: null as number | null,
      courseUpdateTime: at(Math.max(1, createdDaysAgo - 20 - Math.floor(rand() * 10))),
      createdAt: at(createdDaysAgo),
      updatedAt: at(Math.max(0, createdDaysAgo - 3)),
    };
  });

  // each lecture is as long as its narration: the course says the sum, as the console's course length does once an
  // operator publishes lectures (features/lecture-studio/course-length.repo.ts)
  const lectureSeconds = lectureSecondsByCourse(drafted);
  const courses = drafted.map((c) => ({ ...c, durationMinutes: courseLength(lectureSeconds.get(c.id)!).minutes }));

  const courseLecturers = courses.flatMap((course) => {
    const ids = TOPIC_LECTURERS[course.categoryId]!;
    const count =
      course.productType === PRODUCT_TYPES.series
        ? ids.length
        : course.productType === PRODUCT_TYPES.micro
          ? 1
          : 1 + Math.floor(rand() * ids.length);
    return ids.slice(0, count).map((lecturerId, sort) => ({ courseId: course.id, lecturerId, sort }));
  });

  const productFiles = courses
    .filter((c) => c.productType !== PRODUCT_TYPES.micro)
    .map((course) => ({
      mediaId: `handout-${course.id}`,
      courseId: course.id,
      title: `${course.title}（讲义）`,
      html: sanitizeRichText(
        `<h2>${course.title}</h2><h3>一、政策依据</h3>${paragraphs(TOPICS.find((t) => t.categoryId === course.categoryId)!.points)}` +
          `<h3>二、操作要点</h3><ol><li>梳理业务与合同</li><li>核对申报数据</li><li>留存备查资料</li></ol>`,
      ),
    }));

  const policyTitles = TOPICS.flatMap((topic) => topic.policies.map((title) => ({ topic, title })));
  const policies = [
    ...policyTitles.map((p, i) => ({ ...p, interpretation: false, index: i })),
    ...policyTitles.map((p, i) => ({ ...p, interpretation: true, index: i })),
  ]
    .slice(0, 80)
    .map((p, i) => {
      const id = 2001 + i;
      const year = 2026 - (p.index % 4);
      const type = p.interpretation
        ? ARTICLE_TYPES.interpretation
        : // a law's name ends in 法 (印花税法); a 管理办法 or a 实施条例 is not one
          p.title.endsWith("法") && !p.title.endsWith("办法")
          ? ARTICLE_TYPES.law
          : i % 5 === 0
            ? ARTICLE_TYPES.express
            : ARTICLE_TYPES.notice;
      const title = p.interpretation ? `政策解读：《${p.title}》要点梳理` : p.title;
      const docNumber = type === ARTICLE_TYPES.law ? "" : `财政部 税务总局公告${year}年第${((p.index * 7) % 60) + 1}号`;
      const province = p.index % 3 === 0 ? pick(rand, PROVINCES) : null;
      const text = policyTextOf(p.title);
      // the draws that once shuffled the topic's sentences into an interpretation are still taken, so every later
      // draw (provinces, counts, amounts) stays as seeded
      if (p.interpretation) [...p.topic.points].sort(() => rand() - 0.5);
      const body = p.interpretation
        ? `<h3>一、出台背景</h3><p>${text.interpretation.background}</p>` +
          `<h3>二、主要内容</h3>${paragraphs(text.interpretation.points)}` +
          `<h3>三、执行口径</h3><p>${text.interpretation.practice}</p>`
        : `<p>各省、自治区、直辖市和计划单列市财政厅（局），国家税务总局各省、自治区、直辖市和计划单列市税务局：</p>` +
          `${paragraphs(text.articles.map((article, n) => `${CHINESE_NUMERALS[n]}、${article}`))}` +
          `<p>${closingLineOf(p.title)}</p><p><strong>${docNumber || "全国人民代表大会常务委员会"}</strong></p>` +
          // stored rich text goes through the sanitiser: this handler is removed.
          `<img src="${seedImageUrl.policyFigure(id)}" alt="政策附图" width="${POLICY_FIGURE.width}" height="${POLICY_FIGURE.height}" onerror="alert(1)">`;
      const contentHtml = sanitizeRichText(body);
      // tagged with the topic's subjects its own title and text name, not every tag of its topic
      const plain = `${title}${richTextToPlain(contentHtml)}`;
      const tags = tagsImpliedBy(plain, p.topic.tags);
      // a policy filed under a neighbouring topic (a VAT rule among 财产和行为税) takes the subjects it does name
      if (tags.length === 0) tags.push(...tagsImpliedBy(plain, ALL_TOPIC_TAGS).slice(0, 2));
      return {
        id,
        type,
        title,
        summary: p.interpretation ? text.interpretation.points[0]! : text.interpretation.background,
        contentHtml,
        contentPath: `/richtext/news/${id}.html`,
        source: p.interpretation ? "国家税务总局办公厅" : "财政部 国家税务总局",
        docNumber,
        keyword: tags.join(","),
        tags,
        categoryId: 200 + type,
        provinceId: province?.id ?? null,
        browse: Math.floor(rand() * 50000) + 300,
        publishedAt: at(2 + i * 3),
        isSample: true,
      };
    });

  const INDUSTRIES = [
    "服装进出口",
    "电子元器件",
    "机械制造",
    "农产品加工",
    "跨境电商",
    "建筑安装",
    "医药流通",
    "软件开发",
    "房地产开发",
    "餐饮连锁",
  ];
  const CASE_PLOTS: Record<number, readonly { what: string; topic: number; finding: string }[]> = {
    [ARTICLE_TYPES.caseInspect]: [
      { what: "骗取出口退税", topic: 101, finding: "通过虚构出口业务、购买报关单据骗取出口退税款" },
      { what: "虚开增值税专用发票", topic: 105, finding: "在无真实交易的情况下对外开具增值税专用发票" },
      { what: "隐匿收入少缴企业所得税", topic: 103, finding: "通过个人账户收取货款，未申报相应收入" },
      { what: "虚列研发费用", topic: 103, finding: "将生产人员工资计入研发费用，多享受加计扣除" },
      { what: "未代扣代缴个人所得税", topic: 104, finding: "以报销形式向员工发放奖金，未代扣个人所得税" },
    ],
    [ARTICLE_TYPES.caseJustice]: [
      { what: "出口退税行政诉讼", topic: 101, finding: "不服税务机关不予退税决定，提起行政诉讼" },
      { what: "虚开发票刑事案件", topic: 105, finding: "的法定代表人以收取开票费为目的为他人虚开发票" },
      { what: "税务行政处罚复议", topic: 106, finding: "对税务机关的偷税定性提出异议并申请行政复议" },
      { what: "股权转让个税争议", topic: 104, finding: "的股东平价转让股权，被税务机关核定计税依据" },
    ],
    [ARTICLE_TYPES.caseNews]: [
      { what: "留抵退税骗税", topic: 102, finding: "通过隐匿销售收入、虚增进项税额骗取留抵退税" },
      { what: "内销货物冒充出口", topic: 101, finding: "将内销货物申报为出口，多计免抵退税额" },
      { what: "偷逃印花税", topic: 107, finding: "对购销合同未申报缴纳印花税" },
      { what: "转让定价调整", topic: 109, finding: "向境外关联方支付明显偏高的特许权使用费" },
      { what: "社保费少缴", topic: 110, finding: "按最低基数为高薪员工缴纳社会保险费" },
      { what: "土地增值税清算", topic: 107, finding: "清算时多计开发成本、少计销售收入" },
    ],
  };

  // the court cases' findings read after “某…公司” (案情简介 and the summary); a district has a basic court, a city an
  // intermediate one
  const courtOf = (city: string) => (city.endsWith("区") ? `${city}人民法院` : `${city}中级人民法院`);
  const caseKinds = [ARTICLE_TYPES.caseInspect, ARTICLE_TYPES.caseJustice, ARTICLE_TYPES.caseNews] as const;
  const cases = caseKinds.flatMap((type, k) =>
    Array.from({ length: 20 }, (_, n) => {
      const i = k * 20 + n;
      const id = 3001 + i;
      const plot = CASE_PLOTS[type]![n % CASE_PLOTS[type]!.length]!;
      const topic = TOPICS.find((t) => t.categoryId === plot.topic)!;
      const province = PROVINCES[(n * 3 + k) % PROVINCES.length]!;
      const city = province.cities[n % province.cities.length]!;
      // the second ten cases of a kind repeat the first ten's provinces and cities: another industry sets them apart
      const industry = INDUSTRIES[(n + k * 3 + Math.floor(n / 10) * 7) % INDUSTRIES.length]!;
      const amount = (20 + Math.floor(rand() * 980)) * 10_000;
      // the n-th case of a plot reads the plot's n-th written text; the draw that once picked a topic sentence for it
      // is still taken, so every later draw stays as seeded
      const written = caseTextOf(plot.what, Math.floor(n / CASE_PLOTS[type]!.length));
      rand();
      const title =
        type === ARTICLE_TYPES.caseJustice
          ? `${province.name}某${industry}公司${plot.what}判例评析`
          : `${province.name}${city}某${industry}公司${plot.what}案`;
      const result =
        plot.what === "税务行政处罚复议"
          ? `${province.name}税务局经复议审理认为，原处罚决定认定事实清楚、适用依据正确，决定予以维持。`
          : type === ARTICLE_TYPES.caseJustice
            ? `${courtOf(city)}审理${plot.what.replace(/案件$/, "案")}后认为，事实清楚、证据确实充分，依法作出判决。`
            : `${city}税务局稽查局依法追缴税款${(amount / 10_000).toFixed(0)}万元，加收滞纳金并处罚款。`;
      const contentHtml = sanitizeRichText(
        `<h3>案情简介</h3><p>${province.name}${city}某${industry}公司${plot.finding}。</p>` +
          `<h3>${type === ARTICLE_TYPES.caseJustice ? "裁判要旨" : "检查过程"}</h3><p>${written.process}</p>` +
          `<h3>处理结果</h3><p>${result}</p><h3>案例启示</h3><p>${written.lesson}</p>`,
      );
      const tags = [plot.what, ...tagsImpliedBy(`${title}${richTextToPlain(contentHtml)}`, topic.tags).slice(0, 2)];
      const row = {
        id,
        type,
        title,
        summary: `${city}某${industry}公司${plot.finding}，涉及金额${(amount / 10_000).toFixed(0)}万元。`,
        contentHtml,
        contentPath: `/richtext/case/${id}.html`,
        source: type === ARTICLE_TYPES.caseJustice ? "中国裁判文书网" : `${province.name}税务局`,
        docNumber: "",
        keyword: tags.join(","),
        tags,
        categoryId: 300 + type,
        provinceId: province.id,
        browse: Math.floor(rand() * 30000) + 500,
        publishedAt: at(1 + i * 4),
        isSample: true,
      };
      // a judgment is written up the year it is handed down or the year after, never before
      if (type === ARTICLE_TYPES.caseJustice)
        row.docNumber = `（${Number(beijingDay(row.publishedAt).slice(0, 4)) - (n % 2)}）${province.name.slice(0, 1)}行终${100 + n}号`;
      return row;
    }),
  );

  const THEMES = ["出口退税专题", "留抵退税专题", "个税汇算专题", "数电发票专题"];
  const themeTopic: Record<string, number> = {
    出口退税专题: 101,
    留抵退税专题: 102,
    个税汇算专题: 104,
    数电发票专题: 105,
  };
  const customFiles = THEMES.flatMap((theme, t) =>
    ["政策汇编", "实操指引", "常见问题"].map((part, n) => {
      const topic = TOPICS.find((x) => x.categoryId === themeTopic[theme])!;
      const id = 4001 + t * 3 + n;
      return {
        id,
        theme,
        title: `${theme.replace("专题", "")}${part}（${2026}版）`,
        cover: seedImageUrl.customFile(id),
        summary: `${topic.name}${part}，${topic.points[n % topic.points.length]}`,
        contentHtml: sanitizeRichText(`<h3>${part}</h3>${paragraphs(topic.points)}`),
        courseIds: courses
          .filter((c) => c.categoryId === topic.categoryId)
          .slice(0, 4)
          .map((c) => c.id),
        publishedAt: at(3 + t * 10 + n),
      };
    }),
  );

  const KEDANS = [
    { title: "外贸企业财务新人必修课单", audience: "外贸企业新入职会计", categories: [101, 105] },
    { title: "出口退税岗位进阶课单", audience: "负责退税申报的办税员", categories: [101] },
    { title: "汇算清缴季冲刺课单", audience: "企业所得税申报人员", categories: [103, 108] },
    { title: "个税合规与筹划课单", audience: "人力资源与薪酬岗位", categories: [104, 110] },
    { title: "增值税实务提升课单", audience: "一般纳税人企业会计", categories: [102, 105] },
    { title: "税务稽查应对课单", audience: "财务负责人", categories: [106, 103] },
    { title: "跨境业务税收课单", audience: "跨国集团财务人员", categories: [109, 101] },
    { title: "财务报表与税会差异课单", audience: "主管会计", categories: [108, 103] },
  ];
  const kedans = KEDANS.map((k, i) => ({
    id: 5001 + i,
    title: k.title,
    cover: seedImageUrl.kedan(5001 + i),
    description: `为${k.audience}精选的${k.categories.map((c) => TOPICS.find((t) => t.categoryId === c)!.name).join("、")}课程。`,
    audience: k.audience,
    courseIds: courses
      .filter((c) => k.categories.includes(c.categoryId) && c.productType !== PRODUCT_TYPES.series)
      .slice(0, 6)
      .map((c) => c.id),
    sort: i,
  }));

  const hearings = TOPICS.map((topic, i) => ({
    id: 6001 + i,
    title: `${topic.name}政策听证会：${topic.policies[0]}`,
    speaker: LECTURERS.find((l) => l.id === TOPIC_LECTURERS[topic.categoryId]![0])!.nickname,
    cover: seedImageUrl.hearing(6001 + i),
    summary: `围绕${topic.tags.slice(0, 2).join("与")}的政策执行问题，听取企业意见与专家建议。`,
    contentHtml: sanitizeRichText(
      `<h3>议题</h3><p>${topic.policies[0]}</p><h3>主要观点</h3>${paragraphs(topic.points.slice(0, 2))}`,
    ),
    heldAt: at(7 + i * 9),
  }));

  const lives = Array.from({ length: 12 }, (_, i) => {
    const topic = TOPICS[i % TOPICS.length]!;
    // upcoming (0) or replays (2): a session is 直播中 only while a publisher streams to the ingest
    const status = i < 6 ? 0 : 2;
    const startTime = status === 0 ? new Date(now.getTime() + (i + 1) * DAY) : at(3 + i * 5);
    const lecturer = LECTURERS.find((l) => l.id === TOPIC_LECTURERS[topic.categoryId]![0])!;
    return {
      id: 7001 + i,
      title: `${topic.name}直播：${topic.micro[0]!.replace(/^[一二三四五六七八九十\d]+分钟/, "")}`,
      image: seedImageUrl.live(7001 + i),
      lecturerName: lecturer.nickname,
      lecturerId: lecturer.id,
      status,
      createMode: i % 4 === 3 ? 2 : 1,
      startTime,
      provinceId: PROVINCES[i % PROVINCES.length]!.id,
    };
  });

  const regionalColumns = PROVINCES.slice(0, 6).flatMap((province, p) => {
    const columns: {
      id: number;
      provinceId: number;
      cityId: number | null;
      title: string;
      moreLink: string | null;
      courseIds: number[];
      liveIds: number[];
    }[] = [
      {
        id: 8001 + p * 2,
        provinceId: province.id,
        cityId: null,
        title: `${province.name.replace(/[省市]$/, "")}出口退税专栏`,
        moreLink: "/course/region",
        courseIds: courses
          .filter((c) => c.categoryId === 101)
          .slice(p % 3, (p % 3) + 4)
          .map((c) => c.id),
        liveIds: lives.filter((l) => l.provinceId === province.id).map((l) => l.id),
      },
    ];
    const cityIndex = 0;
    columns.push({
      id: 8002 + p * 2,
      provinceId: province.id,
      cityId: province.id + cityIndex + 1,
      title: `${province.cities[cityIndex]}外贸企业学习专区`,
      moreLink: null,
      courseIds: courses
        .filter((c) => c.categoryId === 101 || c.categoryId === 102)
        .slice(p, p + 4)
        .map((c) => c.id),
      liveIds: lives.slice(p, p + 2).map((l) => l.id),
    });
    return columns;
  });

  return {
    categories: [...COURSE_CATEGORY_ROWS, ...NEWS_CATEGORY_ROWS, ...CASE_CATEGORY_ROWS],
    lecturers,
    courses,
    courseLecturers,
    productFiles,
    articles: [...policies, ...cases],
    customFiles,
    kedans,
    hearings,
    lives,
    regionalColumns,
  };
}
